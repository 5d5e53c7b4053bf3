/** Placeholder until written. */
export default function MeetingPage() {
  return null;
}
