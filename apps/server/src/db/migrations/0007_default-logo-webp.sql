-- The shipped logo is now a WebP (an SVG drawn by <img> costs a phone a whole document on the main
-- thread). A store that still has the shipped SVG as its logo gets the WebP; one it chose stays.
UPDATE "settings" SET "value" = '/assets/logo.webp', "updated_at" = now() WHERE "key" = 'storeLogo' AND "value" = '/assets/logo.svg';
