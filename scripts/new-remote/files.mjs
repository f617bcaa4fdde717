// The files of a generated remote, in the one layout every remote has (CONTRIBUTING.md, "Add a remote"):
// setup, one page, its server build, its texts in every language, the standalone host and tests.
import { starterTexts } from './texts.mjs';

/**
 * @typedef {object} RemoteSpec
 * @property {string} name      federation name and texts namespace (`news`)
 * @property {string} folder    `mfe-news`
 * @property {string} route     the page's path (`/news`)
 * @property {string} title     the page's heading in every language (`News`)
 * @property {string} page      the exposed page module (`NewsPage`)
 * @property {string} loader    the texts loader's name (`loadNewsTexts`)
 * @property {string} textsType the texts' type (`NewsTexts`)
 * @property {string[]} languages the site's language codes
 * @property {Record<string, unknown>} packageBase a remote's package.json fields to copy (dependencies)
 * @property {unknown} tsconfig a remote's tsconfig.json to copy
 */

/** @param {unknown} value */
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
/** @param {string} text */
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Path (inside the remote's folder) -> content.
 * @param {RemoteSpec} spec
 * @returns {Record<string, string>}
 */
export function remoteFiles(spec) {
  const { name, folder, route, title, page, loader, textsType, languages } = spec;
  /** @type {Record<string, string>} */
  const files = {
    'package.json': json({
      name: folder,
      version: '0.1.0',
      private: true,
      description: `Remote: ${title}`,
      scripts: {
        predev: 'node ../scripts/ensure-demo-data.mjs',
        dev: 'webpack serve --mode development',
        build: 'webpack --mode production && webpack --mode production --env server',
        test: `jest --config ../jest.config.ts --selectProjects ${folder}`,
      },
      ...spec.packageBase,
    }),
    'tsconfig.json': json(spec.tsconfig),
    'webpack.config.mjs': `import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '../tooling/webpack.mjs';

// Remote \`${name}\`: builds to ./dist (mf-manifest.json + remoteEntry.js + chunks) and ./dist/server.
// Its exposed modules, pages and ports are its entry in remotes.manifest.json;
// \`npm run dev -w ${folder}\` serves the same exposes plus a standalone page on its dev port.
export default createRemoteConfig(path.dirname(fileURLToPath(import.meta.url)));
`,
    'src/index.ts': `// Entry of the standalone dev host (the composed site only uses the exposed modules).
// Async boundary: shared singletons are negotiated before any app code runs.
import('./standalone').catch((error: unknown) => console.error(error));
`,
    'src/setup.ts': `import { addNamespace, defineRemoteSetup } from 'shared-contracts';
import { addUiTexts } from '@tcgp/ui';
import { ${loader} } from './i18n';

/** \`${name}/setup\`: adds this remote's texts (the page language only) before its first module renders. */
export default defineRemoteSetup({
  name: '${name}',
  // Inlined at build time (tooling/webpack/buildVariables.mjs): the contract this build was compiled against.
  contractVersion: __CONTRACT_VERSION__,
  buildLabel: __BUILD_LABEL__,
  async setup({ i18n }) {
    await Promise.all([addNamespace(i18n, '${name}', ${loader}), addUiTexts(i18n)]);
  },
});
`,
    'src/setup.test.ts': `import { describeRemoteSetup } from '@tcgp/dev-kit/testing';
import setup from './setup';

describeRemoteSetup('${name}', setup);
`,
    'src/standalone.tsx': `import { startStandalone } from '@tcgp/dev-kit/standalone';
import setup from './setup';
import ${page} from './pages/${page}';

void startStandalone({
  setup,
  nav: [{ to: ${quote(route)}, label: ${quote(title)} }],
  routes: [{ path: ${quote(route)}, element: <${page} /> }],
});
`,
    'src/server.tsx': `/**
 * The ${name} remote's server build (\`webpack --env server\`, tooling/webpack/serverConfig.mjs): the page
 * renderer renders its page into the published HTML, from the same component and texts as the browser
 * build, and the shell hydrates that markup.
 */
import { createServerBuild } from '@tcgp/page-render';
import setup from './setup';
import ${page} from './pages/${page}';

export default createServerBuild({
  setup,
  modules: {
    ${page}: { component: ${page}, path: ${quote(route)} },
  },
});
`,
    'src/server.test.tsx': `import { renderRequest, parseMarkup } from '@tcgp/page-render/testing';
import build from './server';

const request = (language: 'en' | 'de') => renderRequest({ module: '${page}', path: ${quote(route)} }, { baseUrl: 'http://127.0.0.1:9/data', language });

describe('the ${name} server build', () => {
  it('declares its name and the page it renders', async () => {
    expect(build.name).toBe('${name}');
    expect(build.modules).toEqual(['${page}']);
    const pages = await build.pages({ config: request('en').config, renderedAt: '2026-06-30T08:00:00.000Z' });
    expect(pages).toEqual([{ module: '${page}', path: ${quote(route)}, params: {} }]);
  });

  it('renders the page with its heading, in the page language', async () => {
    for (const [language, intro] of [
      ['en', ${quote(starterTexts('en').intro)}],
      ['de', ${quote(starterTexts('de').intro)}],
    ] as const) {
      const result = await build.render(request(language));
      const page = parseMarkup(result.html);
      expect(page.querySelector('h1')?.textContent).toBe(${quote(title)});
      expect(page.textContent).toContain(intro);
    }
  });
});
`,
    [`src/pages/${page}.tsx`]: `import { Link, ROUTES, useTranslation } from 'shared-contracts';
import controls from '@tcgp/ui/controls.module.css';

/** \`${name}/${page}\` (route ${route}). */
export default function ${page}() {
  const { t } = useTranslation('${name}');
  return (
    <section className={controls.page} data-page="${name}">
      <header className={controls.pageHeader}>
        <h1 className={controls.pageTitle}>{t('title')}</h1>
        <p className={controls.intro}>{t('intro')}</p>
      </header>
      <p>
        <Link to={ROUTES.tierList}>{t('back')}</Link>
      </p>
    </section>
  );
}
`,
    [`src/pages/${page}.test.tsx`]: `import { screen } from '@testing-library/react';
import { renderWithHost } from '@tcgp/dev-kit/testing';
import setup from '../setup';
import ${page} from './${page}';

describe('${page}', () => {
  it('shows its heading and links back to the tier list', async () => {
    await renderWithHost(<${page} />, { route: ${quote(route)}, setups: [setup] });
    expect(await screen.findByRole('heading', { level: 1, name: ${quote(title)} })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ${quote(starterTexts('en').back)} })).toHaveAttribute('href', '/tier-list');
  });
});
`,
    'src/i18n/index.ts': `import type { LanguageCode, Texts, TextsLoader } from 'shared-contracts';
import type { ${textsType} } from './en';

export type { ${textsType} };

/** The \`${name}\` texts, one module (and one download) per language: only the page language is fetched. */
const modules: Record<LanguageCode, () => Promise<{ default: ${textsType} }>> = {
${languages.map((l) => `  ${/^[a-z]+$/.test(l) ? l : quote(l)}: () => import(/* webpackChunkName: "${name}-texts-${l}" */ './${l}'),`).join('\n')}
};

export const ${loader}: TextsLoader = async (language) => (await modules[language]()).default satisfies Texts;
`,
    'src/i18n/texts.test.ts': `import { describeTextsCompleteness } from '@tcgp/dev-kit/testing';
import { ${loader} } from './index';

describeTextsCompleteness('${name}', ${loader});
`,
  };
  for (const language of languages) {
    const texts = starterTexts(language);
    const body = `{
  title: ${quote(title)},
  intro: ${quote(texts.intro)},
  back: ${quote(texts.back)},
}`;
    files[`src/i18n/${language}.ts`] =
      language === 'en'
        ? `/* Texts of the ${name} remote (namespace \`${name}\`); every language is typed as \`typeof en\`. */
const en = ${body};

export type ${textsType} = typeof en;
export default en;
`
        : `import type { ${textsType} } from './en';

const texts: ${textsType} = ${body};

export default texts;
`;
  }
  return files;
}
