/** Colours of the drawn illustrations, taken from the brand mark (navy, teal, mint) plus one warm accent. */
export const INK = {
  navy: '#0B2545',
  teal: '#0E5E6F',
  mint: '#5EEAD4',
  mintSoft: '#CCF5EE',
  sky: '#E6F0F7',
  slate: '#8DA9C4',
  line: '#D5E1EA',
  gold: '#F4B942',
  white: '#FFFFFF',
} as const;
