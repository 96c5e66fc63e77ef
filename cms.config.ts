// The web editor (/admin/): where it saves once the site is online. Until a production backend is
// named here, no /admin/ is published: the editor then runs only on one's machine, with
// `npm run cms`, writing the files of content/ directly.
//
// To switch it on (the README's « Le site modifié depuis le navigateur » says how, step by step):
//
//   export const productionBackend: ProductionBackend | null = {
//     name: 'github',                      // or 'gitlab', 'gitea', 'bitbucket'
//     repo: 'castellar-foncier/site',      // the repository the host builds the site from
//     branch: 'main',
//     base_url: 'https://auth.castellar-foncier.fr', // the OAuth service that signs the editors in
//   };
//
// Each save is then a commit on that branch, and the host builds and publishes the site again.
export interface ProductionBackend {
  name: 'github' | 'gitlab' | 'gitea' | 'bitbucket';
  repo: string;
  branch: string;
  /** The OAuth service (for GitHub, one the firm runs or its host provides). */
  base_url?: string;
  auth_endpoint?: string;
  /** The API of a self-hosted GitLab or Gitea. */
  api_root?: string;
}

export const productionBackend: ProductionBackend | null = null;
