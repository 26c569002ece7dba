/**
 * Access §2 header search: a class code is 4 to 5 letters followed by digits,
 * or exactly 10 digits. Letters are matched case-insensitively (`abcde1` is a
 * code) because students type codes in lower case and upstream codes are
 * case-insensitive; digits are ASCII only.
 */
const classCodePattern = /^(?:[a-z]{4,5}\d+|\d{10})$/i;

/** True when `text` (trimmed) has the shape of a class code. */
export function isClassCode(text: string): boolean {
  return classCodePattern.test(text.trim());
}

/**
 * Access §2: the route the header search box goes to — `/class/{code}` for a
 * class code, otherwise `/search?q={text}`. The text is trimmed first, both
 * for the code check and for the search query.
 */
export function routeForSearch(text: string): string {
  const value = text.trim();
  return classCodePattern.test(value)
    ? `/class/${encodeURIComponent(value)}`
    : `/search?q=${encodeURIComponent(value)}`;
}
