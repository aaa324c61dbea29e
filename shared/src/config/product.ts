/**
 * The product's URL slug: the spec's `{product}` in `/o-{product}` and
 * `/co-udelali-uspesni-kandidati-na-{product}-jinak` (and their English twins). Every app
 * builds its routes from this one value, so a rename changes the shell server, the
 * remotes and the links together.
 */
export const PRODUCT_SLUG = 'raketa';

/**
 * The time zone dates are shown in (the jobs are in Czechia), so a date reads the same in every
 * browser and in the page the server rendered, whatever the machine's zone.
 */
export const SITE_TIME_ZONE = 'Europe/Prague';
