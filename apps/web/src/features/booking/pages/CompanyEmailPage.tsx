/** Placeholder until written. */
export default function CompanyEmailPage() {
  return null;
}
