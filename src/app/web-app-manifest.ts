// The web app manifest (public/manifest.webmanifest: the name and icons a phone installs the app with) is linked
// once a page's first screen is on it, rather than in index.html: a browser that finds the link fetches the manifest
// and then its icon at once, two requests that competed with the page's own scripts and its first meme.

const MANIFEST_HREF = `${import.meta.env.BASE_URL}manifest.webmanifest`;

/** Links the manifest into the page, once. */
export function linkWebAppManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
}
