import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import type { Bucket } from '../lib/buckets';

const WIDTH = 560;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 12, bottom: 56, left: 56 };

/**
 * The score distribution as an SVG bar chart. It scales with its box (viewBox), so it needs no
 * measuring and keeps its height from the first paint. Each bar has an accessible name; the same
 * numbers are in the table next to it.
 */
export function DistributionChart({ buckets, label }: { buckets: Bucket[]; label: string }) {
  const { t, i18n } = useTranslation('learning');
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const x = scaleBand<string>({ domain: buckets.map((bucket) => bucket.range), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const integer = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  return (
    <svg className="rk-distribution" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={label}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {buckets.map((bucket) => {
          const height = innerHeight - y(bucket.count);
          const name = t('tests.data.barLabel', { range: bucket.range, count: bucket.count });
          return (
            <Bar
              key={bucket.range}
              className="rk-distribution__bar"
              x={x(bucket.range)}
              y={innerHeight - height}
              width={x.bandwidth()}
              height={height}
              role="img"
              aria-label={name}
            >
              <title>{name}</title>
            </Bar>
          );
        })}
        <AxisLeft
          scale={y}
          numTicks={Math.min(max, 5)}
          tickFormat={(value) => (Number.isInteger(Number(value)) ? integer.format(Number(value)) : '')}
          label={t('tests.data.axisAttempts')}
          labelClassName="rk-distribution__axis-label"
          tickClassName="rk-distribution__tick"
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          label={t('tests.data.axisScore')}
          labelClassName="rk-distribution__axis-label"
          tickClassName="rk-distribution__tick"
        />
      </Group>
    </svg>
  );
}
