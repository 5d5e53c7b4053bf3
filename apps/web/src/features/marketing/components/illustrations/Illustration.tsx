import type { ReactNode } from 'react';

/** Props every drawn illustration takes: the accessible description, translated by the caller. */
export interface IllustrationProps {
  label: string;
  className?: string;
}

/** The frame shared by the illustrations: a scalable, labelled SVG of a 480 × 360 canvas. */
export function Illustration({ label, className, children }: IllustrationProps & { children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 480 360" role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg">
      <title>{label}</title>
      {children}
    </svg>
  );
}
