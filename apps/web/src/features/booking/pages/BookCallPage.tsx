/** Placeholder until written. */
export default function BookCallPage() {
  return null;
}
