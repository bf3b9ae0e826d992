/** The class billing pages of a class (locale-free): the class page links to them. */
export function classBillingPaths(classId: number) {
  const base = `/profile/dashboard/my-classes/${classId}`;
  return { klass: base, bill: `${base}/bill`, deposit: `${base}/session-deposit`, pack: `${base}/purchase-discount-pack` };
}
