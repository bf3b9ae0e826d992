/** How long a request has waited, as the console says it: hours under two days, else days and hours. */
export function ageParts(
  hours: number,
): { key: 'requests_age_hours'; values: { hours: number } } | { key: 'requests_age_days'; values: { days: number; hours: number } } {
  if (hours < 48) return { key: 'requests_age_hours', values: { hours } };
  return { key: 'requests_age_days', values: { days: Math.floor(hours / 24), hours: hours % 24 } };
}
