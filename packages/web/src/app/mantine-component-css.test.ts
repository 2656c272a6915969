import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStylesheets } from '../../build/mantine-component-css';

/*
 * The build gives each module the stylesheets of the Mantine components it imports (issue 33
 * part 2). A component drawn without the styles of the parts it is built from would look broken
 * only on the screen that first loads it, so the dependencies are checked here.
 */

const root = path.resolve(import.meta.dirname, '../..');
const sheets = mantineStylesheets(root);
const stylesDir = path.join(
  path.dirname(createRequire(path.join(root, 'package.json')).resolve('@mantine/core')),
  '..',
  'styles',
);

describe('Mantine stylesheets per component', () => {
  it('follows a component to the parts it is built from, those first', () => {
    expect(sheets('Button')).toEqual(
      expect.arrayContaining(['UnstyledButton', 'Loader', 'Button']),
    );
    expect(sheets('Button').indexOf('UnstyledButton')).toBeLessThan(
      sheets('Button').indexOf('Button'),
    );
    expect(sheets('PasswordInput')).toEqual(
      expect.arrayContaining(['Input', 'ActionIcon', 'PasswordInput']),
    );
    expect(sheets('Modal')).toEqual(
      expect.arrayContaining(['ModalBase', 'Overlay', 'CloseButton', 'Modal']),
    );
  });

  it('names only stylesheets Mantine ships, and nothing for code without styles', () => {
    for (const name of ['Table', 'Tabs', 'NativeSelect', 'SegmentedControl', 'Checkbox', 'Alert']) {
      expect(sheets(name).length).toBeGreaterThan(0);
      for (const sheet of sheets(name)) {
        expect(fs.existsSync(path.join(stylesDir, `${sheet}.layer.css`)), sheet).toBe(true);
      }
    }
    expect(sheets('createTheme')).toEqual([]);
    expect(sheets('MantineProvider')).toEqual([]);
  });
});
