// The editor's page: Decap CMS's own markup is made by its script. The configuration goes in as
// a JSON data block (not run: the page's Content-Security-Policy allows no inline script).
export function adminPage(options: { config: object; script: string; brand: string }): string {
  const json = JSON.stringify(options.config).replace(/</g, '\\u003c');
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<meta name="description" content="L’éditeur du site ${options.brand}, réservé à l’équipe.">`,
    `<title>Éditeur du site | ${options.brand}</title>`,
    `<script type="application/json" id="cms-config">${json}</script>`,
    `<script type="module" src="${options.script}"></script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}
