// Examples for hosts that run their own server, made from the site's settings as `_headers` and
// `_redirects` are (hosting.ts): an nginx server block, an Apache .htaccess (shared hosting) and
// an Apache virtual host, each serving dist/ the way the previewer does.
import { errors } from '../errors.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, cspString, HIDDEN_PATH, HOST_FILES, plainPath, type HostingConfig } from './hosting.ts';

/** Where an nginx server block or an Apache virtual host serves the site. */
export interface ServerOptions {
  /** The folder served: where dist/ was uploaded. */
  root: string;
  /** Addresses of the site's server (nginx's `listen`, Apache's `<VirtualHost>`); with `tls`, HTTPS ones. */
  listen: string[];
  /** Certificate and key: the site answers on HTTPS, and plain HTTP only redirects there. */
  tls?: { certificate: string; key: string; httpListen: string[] };
  /** A comment placed at the top of the file. */
  banner?: string;
}

// Types that older mime.types files lack or get wrong.
const EXTRA_TYPES: [string, string][] = [
  ['text/vcard', 'vcf'],
  ['application/manifest+json', 'webmanifest'],
  ['image/avif', 'avif'],
];
// Scripts are application/javascript in older mime.types, text/javascript in newer ones.
const TEXT_TYPES = ['text/css', 'text/plain', 'text/vcard', 'text/xml', 'text/javascript', 'application/javascript', 'application/json', 'application/manifest+json', 'application/atom+xml', 'application/xml', 'image/svg+xml'];

/** One line per file with a type of its own (site.config.ts -> contentTypes), under a comment. */
function contentTypeLines(config: HostingConfig, line: (path: string, type: string) => string): string[] {
  const entries = Object.entries(config.contentTypes ?? {});
  if (!entries.length) return [];
  return ['', '# Files whose type their name does not say (site.config.ts -> contentTypes).', ...entries.map(([path, type]) => {
    if (!/^[\w.+-]+\/[\w.+-]+$/.test(type)) throw errors.hostSettings([`site.config.ts -> contentTypes -> ${path}: ${JSON.stringify(type)} is not a plain media type`]);
    return line(plainPath(path, 'contentTypes'), type);
  })];
}

const comment = (banner: string | undefined) => (banner ? [...banner.split('\n').map((l) => (l ? `# ${l}` : '#')), ''] : []);
const indent = (lines: string[], by: string) => lines.map((l) => (l ? by + l : l));

/** A value as one nginx string: quoted; nginx would expand a `$`, so none may appear. */
function quote(value: string, where: string): string {
  if (value.includes('$')) throw errors.hostSettings([`${where}: nginx would read "$" in ${JSON.stringify(value)} as a variable`]);
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * An nginx example serving dist/ the way the previewer and `_headers`/`_redirects` hosts do:
 * the same headers and caching on every response (404s included, each header once), the same
 * 301s, `/x` and `/x/` from `x/index.html`, unknown paths, the host files and dotfiles answered
 * by `404.html` with status 404, gzip on.
 * It goes in nginx's `http` context (e.g. /etc/nginx/conf.d/), next to the stock mime.types.
 * Pages are not listed, so adding one never changes it.
 */
export function nginxConfig(config: HostingConfig, options: ServerOptions): string {
  const host = new URL(config.siteUrl).host;
  const headers: Record<string, string> = { 'Content-Security-Policy': cspString(config.csp, false), ...config.headers };
  const names = [...Object.keys(headers), 'Cache-Control'];
  const variable = headerVariables(names, host);
  return [
    ...comment(options.banner),
    ...nginxHeaderMaps(headers, variable, config.pathCsp),
    '',
    ...nginxServer(config, options, host, names.map((name) => `add_header ${name} ${variable(name)} always;`)),
    ...(options.tls ? nginxHttpRedirect(host, options.tls.httpListen) : []),
    '',
  ].join('\n');
}

/**
 * The name of each header's variable. `map` names are global to nginx: one per header and site,
 * named by the header's initials (numbered when two headers share them), of at most the 46
 * characters nginx's default variables_hash_bucket_size holds.
 */
function headerVariables(names: string[], host: string): (header: string) => string {
  const initials = names.map((name) => name.toLowerCase().replace(/(\w)\w*-?/g, '$1'));
  return (header) => {
    const i = names.indexOf(header);
    const short = initials.indexOf(initials[i]!) === i ? initials[i] : `${initials[i]}${i}`;
    return `$${short}_${host.replace(/[^a-z0-9]/gi, '_')}`.slice(0, 47);
  };
}

function nginxHeaderMaps(headers: Record<string, string>, variable: (header: string) => string, pathCsp: Record<string, Record<string, string[]>> = {}): string[] {
  const folders = Object.entries(pathCsp);
  return [
    '# The headers, one variable each: nginx runs the headers of a 416 through its filters twice,',
    '# the second time on top of the first\'s, and would send each twice. Empty on that second pass',
    '# (nginx adds no empty header), worked out anew on each (`volatile`), they go out once.',
    ...Object.entries(headers).flatMap(([name, value]) =>
      name === 'Content-Security-Policy' && folders.length
        ? [
            '# A folder with a policy of its own (site.config.ts -> pathCsp) gets it instead.',
            `map "$status:$uri" ${variable(name)} {`,
            '    volatile;',
            '    ~^416: "";',
            ...folders.map(([path, csp]) => `    ~^\\d+:${plainPath(path, 'pathCsp').replace(/[.+()[\]^|]/g, '\\$&')} ${quote(cspString(csp, false), `site.config.ts -> pathCsp -> ${path}`)};`),
            `    default ${quote(value, `site.config.ts -> headers -> ${name}`)};`,
            '}',
          ]
        : [
            `map $status ${variable(name)} {`,
            '    volatile;',
            '    416 "";',
            `    default ${quote(value, `site.config.ts -> headers -> ${name}`)};`,
            '}',
          ],
    ),
    '# Hashed files under /assets/ never change: a year for them and their 304s (a 206 is still',
    '# 200 here); every other file, and every error, is revalidated on each visit.',
    `map "$status:$uri" ${variable('Cache-Control')} {`,
    '    volatile;',
    '    ~^416: "";',
    `    ~^(?:200|304):/assets/ ${quote(CACHE_IMMUTABLE, 'cache')};`,
    `    default ${quote(CACHE_REVALIDATE, 'cache')};`,
    '}',
  ];
}

function nginxServer(config: HostingConfig, options: ServerOptions, host: string, addHeaders: string[]): string[] {
  const redirects = nginxRedirects(config);
  return [
    'server {',
    ...indent(options.listen.map((l) => `listen ${l}${options.tls ? ' ssl http2' : ''};`), '    '),
    `    server_name ${host};`,
    `    root ${options.root};`,
    ...(options.tls ? [`    ssl_certificate ${options.tls.certificate};`, `    ssl_certificate_key ${options.tls.key};`] : []),
    '',
    ...indent([
      'server_tokens off;',
      '# Redirects say `Location: /path`, whatever host or port stands in front.',
      'absolute_redirect off;',
      'charset utf-8;',
      `charset_types ${TEXT_TYPES.join(' ')};`,
      '',
      'gzip on;',
      'gzip_vary on;',
      'gzip_comp_level 6;',
      'gzip_min_length 512;',
      `gzip_types ${TEXT_TYPES.join(' ')};`,
      '',
      '# On every response, errors and redirects included (`always`). No location below adds a',
      '# header of its own: nginx would then drop these there.',
      ...addHeaders,
      '',
      'error_page 404 /404.html;',
      '',
      ...nginxLocations(config),
    ], '    '),
    ...(redirects.length ? ['', '    # Moved pages.', ...redirects] : []),
    '}',
  ];
}

function nginxLocations(config: HostingConfig): string[] {
  return [
    '# Dotfiles (.env, .git/, .htaccess...) never, however the path is spelt (nginx matches it',
    '# decoded and normalised); /.well-known/ (RFC 8615) is served. Before every other regex.',
    `location ~ ${HIDDEN_PATH} { return 404; }`,
    '',
    '# /x -> x/index.html; files as they are.',
    'location / {',
    '    try_files $uri $uri/index.html =404;',
    '}',
    '',
    '# /x/ -> x/index.html; a folder without a page is a 404, never a listing.',
    'location ~ /$ {',
    '    try_files ${uri}index.html =404;',
    '}',
    '',
    '# The files only hosts read: uploaded with dist/, never served.',
    ...HOST_FILES.map((file) => `location = ${file} { return 404; }`),
    '',
    '# Types the stock mime.types lacks (vcf, webmanifest) or only has when recent (avif).',
    `location ~* \\.(?:${EXTRA_TYPES.map(([, ext]) => ext).join('|')})$ {`,
    `    types { ${EXTRA_TYPES.map(([type, ext]) => `${type} ${ext};`).join(' ')} }`,
    '}',
    ...contentTypeLines(config, (path, type) => `location = ${path} { types { } default_type ${type}; }`),
  ];
}

/** The site's moved pages as 301s; static hosts match a rule with or without the trailing slash, and so does this. */
function nginxRedirects(config: HostingConfig): string[] {
  return config.redirects.flatMap(([from, to]) => {
    if (!/^\/[^\s*:?#{};"'$\\]*$/.test(from)) throw errors.hostSettings([`site.config.ts -> redirects: ${from} is not a plain path; the nginx example only maps plain paths`]);
    const target = quote(to, `site.config.ts -> redirects -> ${from}`);
    const paths = from.endsWith('/') || from === '/' ? [from] : [from, `${from}/`];
    return paths.map((p) => `    location = ${p} { return 301 ${target}; }`);
  });
}

/** With HTTPS, plain HTTP only sends visitors there. */
function nginxHttpRedirect(host: string, listen: string[]): string[] {
  return [
    '',
    '# Plain HTTP only sends visitors to HTTPS.',
    'server {',
    ...indent(listen.map((l) => `listen ${l};`), '    '),
    `    server_name ${host};`,
    `    return 301 https://${host}$request_uri;`,
    '}',
  ];
}

export interface HtaccessOptions {
  /** Plain HTTP answers only with a redirect to HTTPS on the site's host. */
  https?: boolean;
  /** A comment placed at the top of the file. */
  banner?: string;
}

/** A value as one Apache string: quoted; mod_headers would read a `%` as a format. */
function apacheQuote(value: string, where: string): string {
  if (value.includes('%')) throw errors.hostSettings([`${where}: Apache would read "%" in ${JSON.stringify(value)} as a format`]);
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** What every response of the site carries, errors and redirects included: the headers, and 404.html for a 404. */
function apacheEveryResponse(config: HostingConfig): string[] {
  const headers: Record<string, string> = { 'Content-Security-Policy': cspString(config.csp, false), ...config.headers };
  return [
    'ErrorDocument 404 /404.html',
    '',
    '# On every response, errors and redirects included (`always`).',
    ...Object.entries(headers).map(([name, value]) => `Header always set ${name} ${apacheQuote(value, `site.config.ts -> headers -> ${name}`)}`),
    '# Hashed files under /assets/ never change; every other file, and every error, is revalidated on each visit.',
    `Header always set Cache-Control ${apacheQuote(CACHE_REVALIDATE, 'cache')}`,
    `Header always set Cache-Control ${apacheQuote(CACHE_IMMUTABLE, 'cache')} "expr=%{REQUEST_URI} =~ m#^/assets/# && %{REQUEST_STATUS} -lt 400"`,
    ...Object.entries(config.pathCsp ?? {}).flatMap(([path, csp]) => [
      `# ${path}: a policy of its own (site.config.ts -> pathCsp), in place of the site's.`,
      `Header always set Content-Security-Policy ${apacheQuote(cspString(csp, false), `site.config.ts -> pathCsp -> ${path}`)} "expr=%{REQUEST_URI} =~ m#^${plainPath(path, 'pathCsp')}#"`,
      `Header always set X-Robots-Tag noindex "expr=%{REQUEST_URI} =~ m#^${plainPath(path, 'pathCsp')}#"`,
    ]),
  ];
}

/** How the site's folder is served, in its .htaccess or in a <Directory> block: the same rules. */
function apacheFolder(config: HostingConfig, https: boolean): string[] {
  const host = new URL(config.siteUrl).host;
  const redirects = config.redirects.map(([from, to]) => {
    if (!/^\/[^\s*:?#{};"'$%\\]*$/.test(from) || /[\s"'$%\\]/.test(to)) throw errors.hostSettings([`site.config.ts -> redirects: ${from} -> ${to} is not a plain path; the Apache example only maps plain paths`]);
    // Static hosts match a rule with or without the trailing slash; so does this. NE: the `#` stays a fragment.
    return `RewriteRule ^${from.slice(1).replace(/\/$/, '').replace(/[.+()[\]^|]/g, '\\$&')}/?$ ${to} [R=301,NE,L]`;
  });
  const hidden = HOST_FILES.map((f) => f.slice(1).replace(/[.]/g, '\\.')).join('|');
  return [
    '# No listings; /x is x/index.html itself, never a redirect to /x/.',
    'Options -Indexes -MultiViews',
    'DirectorySlash Off',
    'DirectoryIndex index.html',
    '',
    '# Types older mime.types lack (vcf, webmanifest, avif), and the charset of every text file.',
    ...EXTRA_TYPES.map(([type, ext]) => `AddType ${type} .${ext}`),
    'AddDefaultCharset utf-8',
    'AddCharset utf-8 .html .css .js .mjs .json .xml .svg .txt .vcf .webmanifest',
    '',
    `AddOutputFilterByType DEFLATE text/html ${TEXT_TYPES.join(' ')}`,
    '',
    'RewriteEngine On',
    ...(https ? ['# Plain HTTP only sends visitors to HTTPS.', 'RewriteCond %{HTTPS} !=on', `RewriteRule ^ https://${host}%{REQUEST_URI} [R=301,NE,L]`, ''] : []),
    '# The files only hosts read: uploaded with dist/, never served.',
    `RewriteRule ^(?:${hidden})$ - [R=404,L]`,
    '# Dotfiles (.env, .git/, .htaccess...) never, however the path is spelt (REQUEST_URI is',
    '# decoded and normalised); /.well-known/ (RFC 8615) is served.',
    `RewriteCond %{REQUEST_URI} "${HIDDEN_PATH}"`,
    'RewriteRule ^ - [R=404,L]',
    // The folder's rules see the path without its leading slash.
    ...contentTypeLines(config, (path, type) => `RewriteRule ^${path.slice(1).replace(/[.+()[\]^|]/g, '\\$&')}$ - [T=${type}]`),
    ...(redirects.length ? ['', '# Moved pages.', ...redirects] : []),
    '',
    '# /x and /x/ -> x/index.html; a folder without a page is a 404.',
    'RewriteCond %{REQUEST_FILENAME} -d',
    'RewriteCond %{REQUEST_FILENAME}/index.html -f',
    'RewriteRule ^(.*?)/?$ $1/index.html [L]',
    'RewriteCond %{REQUEST_FILENAME} -d',
    'RewriteRule ^ - [R=404,L]',
  ];
}

/**
 * An Apache `.htaccess` for the web root where dist/ was uploaded (shared hosting, where the
 * server's own configuration is out of reach), doing what the nginx example does: the headers of
 * `_headers` on every response (errors included: `always`), a year of cache for /assets/, the
 * same 301s, `/x` and `/x/` from `x/index.html`, 404.html with status 404, compression, the host
 * files and dotfiles hidden. Needs mod_headers, mod_rewrite, mod_mime, mod_dir, mod_deflate and
 * mod_filter, and `AllowOverride All` (or FileInfo, Indexes, Options): without them Apache
 * answers 500 rather than serve the site without its headers. Apache reads it only once it has
 * mapped a request to the folder: what it refuses before (a malformed request: 400, 414; an
 * encoded slash: 404) goes out without these headers; apacheVhostConfig reaches those too.
 */
export function htaccessConfig(config: HostingConfig, options: HtaccessOptions = {}): string {
  return [...comment(options.banner), ...apacheEveryResponse(config), '', ...apacheFolder(config, options.https ?? false), ''].join('\n');
}

/**
 * An Apache virtual host serving dist/ as the .htaccess does, for a host whose server
 * configuration is in reach: the headers and the 404 page are set for the whole host, so that
 * Apache's own answers to requests it refuses before mapping them to the folder (400, 414, an
 * encoded slash's 404) carry them too; no .htaccess is read. With `tls`, plain HTTP only
 * redirects to HTTPS. Needs mod_ssl (with `tls`) besides the .htaccess's modules.
 */
export function apacheVhostConfig(config: HostingConfig, options: ServerOptions): string {
  const host = new URL(config.siteUrl).host;
  const root = apacheQuote(options.root, 'root');
  const site = [
    `<VirtualHost ${options.listen.join(' ')}>`,
    `    ServerName ${host}`,
    `    DocumentRoot ${root}`,
    ...(options.tls ? ['    SSLEngine on', `    SSLCertificateFile ${apacheQuote(options.tls.certificate, 'certificate')}`, `    SSLCertificateKeyFile ${apacheQuote(options.tls.key, 'key')}`] : []),
    '    # No version number on Apache\'s own error pages.',
    '    ServerSignature Off',
    '',
    '    # For the whole host, not only its folder: Apache refuses some requests before it maps them',
    '    # to the folder (a malformed one: 400, 414; an encoded slash: 404), and answers them with',
    '    # what is set here. Such a request has no host name yet: Apache answers it with the first',
    '    # virtual host of the address, which this one must be.',
    ...indent(apacheEveryResponse(config), '    '),
    '',
    `    <Directory ${root}>`,
    '        Require all granted',
    '        # Everything is said here: no .htaccess is read (nor served: it is a dotfile).',
    '        AllowOverride None',
    '',
    ...indent(apacheFolder(config, false), '        '),
    '    </Directory>',
    '</VirtualHost>',
  ];
  const httpOnly = options.tls
    ? ['', '# Plain HTTP only sends visitors to HTTPS.', `<VirtualHost ${options.tls.httpListen.join(' ')}>`, `    ServerName ${host}`, '    RewriteEngine On', `    RewriteRule ^ https://${host}%{REQUEST_URI} [R=301,NE,L]`, '</VirtualHost>']
    : [];
  return [...comment(options.banner), ...site, ...httpOnly, ''].join('\n');
}
