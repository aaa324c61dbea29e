/** @jest-environment node */
import { routeChunkFiles } from './webpack-config';

const groups = new Map([
  [
    'apply',
    {
      chunks: [
        { files: new Set(['apply.0123456789ab.js', 'apply.0123456789ab.css', 'apply.0123456789ab.js.map']) },
        { files: new Set(['vendors-form.0123456789ab.js']) },
      ],
    },
  ],
  ['other', { chunks: [{ files: new Set(['vendors-form.0123456789ab.js', 'other.0123456789ab.js']) }] }],
]);

describe('routeChunkFiles', () => {
  it('lists the JS and CSS files of each route’s named chunks, each once', () => {
    expect(routeChunkFiles({ jobDetail: ['apply', 'other'] }, groups)).toEqual({
      jobDetail: ['apply.0123456789ab.js', 'apply.0123456789ab.css', 'vendors-form.0123456789ab.js', 'other.0123456789ab.js'],
    });
    expect(routeChunkFiles({}, groups)).toEqual({});
  });

  it('fails the build for a chunk name the build does not have', () => {
    expect(() => routeChunkFiles({ jobDetail: ['aply'] }, groups)).toThrow('no chunk named "aply"');
  });
});
