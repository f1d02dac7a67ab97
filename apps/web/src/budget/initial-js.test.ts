import { describe, expect, it } from 'vitest';
import { initialFiles, type Manifest } from './initial-js';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/app/routes/login.tsx': { file: 'assets/login.js', imports: ['_form.js', '_vendor.js'] },
  '_form.js': { file: 'assets/form.js' },
  'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_home-style.css'] },
  '_home-style.css': { file: 'assets/home.css' },
};

describe('initial JavaScript of a route', () => {
  it('is the entry, the lazy modules of the route and their static imports, once each', () => {
    expect(initialFiles(manifest, ['src/app/routes/login.tsx']).sort()).toEqual(
      ['assets/form.js', 'assets/index.js', 'assets/login.js', 'assets/vendor.js'].sort(),
    );
  });

  it('counts only JavaScript', () => {
    expect(initialFiles(manifest, ['src/app/routes/home.tsx'])).not.toContain('assets/home.css');
  });

  it('fails loudly on a module the build does not have (a renamed route must move the budget too)', () => {
    expect(() => initialFiles(manifest, ['src/app/routes/gone.tsx'])).toThrow('not in the manifest');
    expect(() => initialFiles({}, [])).toThrow('no entry');
  });
});
