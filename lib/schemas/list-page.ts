/** What every list read a page at a time answers beside its items: which page, and whether another follows. */
export interface ListPage {
  page: number;
  has_more: boolean;
}
