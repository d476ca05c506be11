// index.html's inline script after #root, which shows the page shell in the page's language: it swaps the shell in
// before the app starts, and leaves #root alone once the app has taken it (the HTML parser can yield between #root and
// this script on a busy phone, and the app, started after the first paint, then renders first: writing the shell over
// the app's page left it blank for good).
import { APP_STARTED_ATTRIBUTE, shellLanguageScript } from '../../scripts/vite/first-paint.ts';

const SHELLS = { fr: '<nav>Principale</nav>' };

function runShellScript() {
  // The script is written for the page's global scope; jsdom's window is this test's.
  new Function(shellLanguageScript(SHELLS))();
}

describe('the shell language script of the built index.html', () => {
  beforeEach(() => {
    document.documentElement.lang = 'fr';
    document.body.innerHTML = '<div id="root"><nav>Main</nav></div>';
  });

  it("shows the shell in the page's language before the app starts", () => {
    runShellScript();
    expect(document.getElementById('root')!.innerHTML).toBe('<nav>Principale</nav>');
  });

  it('leaves the page alone once the app has taken #root', () => {
    const root = document.getElementById('root')!;
    root.setAttribute(APP_STARTED_ATTRIBUTE, '');
    root.innerHTML = '<main><h1>Règles</h1></main>';
    runShellScript();
    expect(root.innerHTML).toBe('<main><h1>Règles</h1></main>');
  });
});
