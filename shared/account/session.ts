/**
 * The session cookie's name: set and read by the API; the shell server only looks whether a
 * request carries one (a page rendered on the server is rendered for a browser without a session).
 */
export const SESSION_COOKIE = 'raketa_session';
