import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';
import { messageKeys } from '../../../testing/message-shape';
import { themeOfRoute } from '../../../lib/campaign-routes';

it('has the same campaign messages in both languages and distinct copy for every campaign page', () => {
  expect(messageKeys(cs.campaigns)).toEqual(messageKeys(en.campaigns));
  const themes = (['campaignChristmas2024', 'campaignBirthday2024', 'campaignEaster2024', 'campaignBlackSharkDay2024'] as const).map(themeOfRoute);
  for (const messages of [cs.campaigns.themes, en.campaigns.themes]) {
    expect(Object.keys(messages).sort()).toEqual([...themes].sort());
    expect(new Set(Object.values(messages).map((theme) => theme.title)).size).toBe(themes.length);
  }
});
