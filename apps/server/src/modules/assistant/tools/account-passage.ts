/** A passage about the member's own records (source ACCOUNT), given to the answer before the retrieved ones. */
export interface AccountPassage {
  title: string;
  body: string;
  /** The page of the record (or of the list it belongs to). */
  url: string;
}
