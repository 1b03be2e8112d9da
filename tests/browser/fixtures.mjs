// The chosen deals the browser tests open as .HND files, written once.
// A .HND board: a line with its number and a seat letter, then one row a
// suit (♠ ♥ ♦ ♣), each row the four holdings in the file's column order
// S W N E.

/** One .HND row: a suit's holdings in the file's column order S W N E. */
export const row = (s, w, n, e) => `        ${[s, w, n, e].map((h) => h.padEnd(16)).join('').trimEnd()}`;

/** One .HND board: its number, the seat letter of its first line, and its four rows (♠ ♥ ♦ ♣), each [S, W, N, E]. */
export const board = (number, seat, rows) => [`${String(number).padStart(10)}${seat.padStart(15)}`, ...rows.map((r) => row(...r))];

/** A .HND file of `boards` (CRLF line ends, as the program writes). */
export const hnd = (...boards) => [...boards.flat(), ''].join('\r\n');

/** The help's sample board 1: South (18 HCP) and North (15) declare, so the contract choice comes up. */
export const SOUTH_DECLARES = [
  ['965', '4', 'AKQ73', 'J1082'],
  ['KJ53', '4', 'AQ102', '9876'],
  ['AK', 'QJ10943', '7', '8652'],
  ['AK85', 'QJ964', '1072', '3'],
];

/**
 * The same deal with every hand moved one seat on anticlockwise (South's
 * to East, West's to South, North's to West, East's to North): East 18 HCP,
 * West 15, North 1, South 6, so East declares and South makes the opening lead.
 */
export const EAST_DECLARES = SOUTH_DECLARES.map(([s, w, n, e]) => [w, n, e, s]);
