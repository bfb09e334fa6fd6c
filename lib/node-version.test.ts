import { unsupportedNodeMessage } from './node-version.mjs';

describe('unsupportedNodeMessage', () => {
  it('accepts the Node of package.json engines', () => {
    expect(unsupportedNodeMessage('v24.0.0')).toBeUndefined();
    expect(unsupportedNodeMessage('v24.21.0')).toBeUndefined();
  });

  it('names the fix in one line for any other Node', () => {
    for (const version of ['v20.20.2', 'v22.12.0', 'v25.0.0']) {
      const message = unsupportedNodeMessage(version);
      expect(message).toContain(`not ${version}: run \`npm run serve\``);
      expect(message).not.toContain('\n');
    }
  });
});
