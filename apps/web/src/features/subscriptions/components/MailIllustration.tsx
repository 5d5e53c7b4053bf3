/** A drawn envelope with a newsletter card rising out of it; decorative beside the subscribe form. */
export function MailIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 320 240" role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg">
      <title>{label}</title>
      <circle cx="160" cy="124" r="104" fill="rgba(94, 234, 212, 0.14)" />
      <g transform="translate(96 36)">
        <rect width="128" height="120" rx="12" fill="#FFFFFF" />
        <rect x="16" y="18" width="60" height="10" rx="5" fill="#0B2545" />
        <rect x="16" y="38" width="96" height="36" rx="8" fill="#CCF5EE" />
        <rect x="16" y="84" width="88" height="7" rx="3.5" fill="#D5E1EA" />
        <rect x="16" y="98" width="64" height="7" rx="3.5" fill="#D5E1EA" />
      </g>
      <path d="M60 116 L160 180 L260 116 V206 a10 10 0 0 1 -10 10 H70 a10 10 0 0 1 -10 -10 Z" fill="#0E5E6F" />
      <path d="M60 116 L160 180 L260 116" fill="none" stroke="#5EEAD4" strokeWidth="4" strokeLinejoin="round" />
      <path d="M60 206 L136 160 M260 206 L184 160" stroke="#0B2545" strokeWidth="3" opacity="0.35" />
      <circle cx="252" cy="92" r="22" fill="#F4B942" />
      <path d="M242 92 l7 7 l13 -14" fill="none" stroke="#0B2545" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
