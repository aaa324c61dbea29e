// campaign <slug> on|off [--from ISO] [--until ISO], and campaigns: switch a campaign and list
// them with their state. The site follows within seconds (nothing caches a campaign's state).
import { listCampaigns, parseInstant, updateCampaign, type Campaign, type CampaignPatch } from '../../campaigns/campaigns';
import type { Db } from '../../db/db';
import { CliError, type AdminCommand } from '../command';

const USAGE = '<slug> on|off [--from ISO|none] [--until ISO|none]';

/** `--from`/`--until` take an ISO 8601 date-time with a zone, or `none` for an open bound. */
export function parseCampaignArgs(args: string[]): { slug: string; patch: CampaignPatch } {
  const usage = () => new CliError(`Usage: campaign ${USAGE}`, 2);
  const [slug, state, ...options] = args;
  if (!slug || (state !== 'on' && state !== 'off')) throw usage();
  const patch: CampaignPatch = { enabled: state === 'on' };
  for (let index = 0; index < options.length; index += 2) {
    const [flag, value] = [options[index], options[index + 1]];
    const field = flag === '--from' ? 'startsAt' : flag === '--until' ? 'endsAt' : undefined;
    if (!field || value === undefined || patch[field] !== undefined) throw usage();
    if (value === 'none') {
      patch[field] = null;
      continue;
    }
    const instant = parseInstant(value);
    if (!instant) throw new CliError(`${flag} needs an ISO 8601 date-time with a time zone, such as 2024-12-01T00:00:00+01:00 (got ${value})`, 2);
    patch[field] = instant;
  }
  return { slug, patch };
}

export const describeCampaign = (campaign: Campaign) =>
  `${campaign.slug}: ${campaign.active ? 'ACTIVE' : 'inactive'} (switched ${campaign.enabled ? 'on' : 'off'}, ` +
  `from ${campaign.startsAt ?? 'any time'} until ${campaign.endsAt ?? 'any time'})`;

/** Switches a campaign; throws `CliError` for an unknown slug or a window that ends before it starts. */
export async function switchCampaign(db: Db, slug: string, patch: CampaignPatch, now: Date): Promise<Campaign> {
  const outcome = await updateCampaign(db, slug, patch, now, null);
  if (outcome.kind === 'not_found') throw new CliError(`No campaign ${slug}; campaigns lists them`);
  if (outcome.kind === 'invalid') throw new CliError('The campaign must start before it ends (--from before --until)');
  return outcome.campaign;
}

export const campaignCommand: AdminCommand = {
  name: 'campaign',
  usage: USAGE,
  description: 'switches a campaign on or off, optionally within a time window',
  async run({ db, now }, args) {
    const { slug, patch } = parseCampaignArgs(args);
    return [describeCampaign(await switchCampaign(db, slug, patch, now()))];
  },
};

export const campaignsCommand: AdminCommand = {
  name: 'campaigns',
  usage: '',
  description: 'lists the campaigns and whether each is active now',
  async run({ db, now }, args) {
    if (args.length > 0) throw new CliError('Usage: campaigns', 2);
    const campaigns = await listCampaigns(db, now());
    return campaigns.length > 0 ? campaigns.map(describeCampaign) : ['No campaigns (run npm run db:seed)'];
  },
};
