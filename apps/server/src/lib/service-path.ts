/**
 * The path this server mounts a service under, from its configured base address
 * ('/api/exam-desk', or 'https://desk.example.org/exam-desk' served here as /exam-desk).
 * No trailing slash; '' for the root.
 */
export function servicePath(base: string): string {
  let path = base;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(base)) path = new URL(base).pathname;
  path = path.replace(/\/+$/, '');
  if (path !== '' && !path.startsWith('/')) path = `/${path}`;
  return path;
}
