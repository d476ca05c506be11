// The app's stylesheet in the built index.html: written into the page instead of linked, so the first paint does not
// wait one more round trip for it.
import type { Rollup } from 'vite';
import { inlineStylesheet } from '../../scripts/vite/first-paint.ts';

const CSS = '.a{color:red}';
const HTML =
  '<html><head><title>x</title><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head>' +
  '<body><div id="root"></div></body></html>';

const asset = (fileName: string, source: string) =>
  ({
    type: 'asset',
    fileName,
    source,
    name: undefined,
    names: [],
    originalFileNames: [],
  }) as unknown as Rollup.OutputAsset;
const bundleOf = (...assets: Rollup.OutputAsset[]) =>
  Object.fromEntries(assets.map((item) => [item.fileName, item])) as Rollup.OutputBundle;

describe("the built index.html's stylesheet", () => {
  it('is written into the page in place of its link', () => {
    const html = inlineStylesheet(HTML, bundleOf(asset('assets/style-abc.css', CSS)), '/');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<head><title>x</title><style>${CSS}</style></head>`);
  });

  it('fails the build when the app has more than one stylesheet, which lazy chunks would wait for', () => {
    const bundle = bundleOf(asset('assets/style-abc.css', CSS), asset('assets/other.css', CSS));
    expect(() => inlineStylesheet(HTML, bundle, '/')).toThrow(/more than one stylesheet/);
  });

  it('fails the build when the stylesheet could end the <style> element', () => {
    const bundle = bundleOf(asset('assets/style-abc.css', '.a{content:"</style>"}'));
    expect(() => inlineStylesheet(HTML, bundle, '/')).toThrow(/<\//);
  });
});
