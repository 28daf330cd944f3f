/** A path under the language prefix: lngPath('en', 'casino') → '/en/casino'. */
export function lngPath(lng: string, path = ''): string {
  const clean = path.replace(/^\/+/, '');
  return clean ? `/${lng}/${clean}` : `/${lng}`;
}
