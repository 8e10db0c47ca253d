import { styled } from '@mui/material/styles';
import type { PlanBadgeProps } from '../../src/node/model/templates-api';
import { PremiumPlanIcon, ProPlanIcon } from './icons';
import { useT } from '../strings';

const Mark = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  verticalAlign: 'middle',
  flexShrink: 0,
  // As upstream's badge: one em square, a little apart from the text before it.
  marginInlineStart: '0.3em',
  marginBottom: '0.08em',
  '& svg': { fontSize: '1em' },
  '&[data-plan="pro"]': { color: theme.vars!.palette.primary[600] },
  '&[data-plan="premium"]': { color: theme.vars!.palette.warning[700] },
  ...theme.applyStyles('dark', {
    '&[data-plan="pro"]': { color: theme.vars!.palette.primary[300] },
    '&[data-plan="premium"]': { color: theme.vars!.palette.warning[400] },
  }),
}));

/**
 * A plan badge (`<span class="plan-pro"></span>` in the markdown): the plan's icon, named
 * "Pro plan" or "Premium plan" for screen readers and as a tooltip. In a heading it is
 * usually inside the link to the plan's page that the author wrote around it.
 */
export function PlanBadge({ plan }: PlanBadgeProps) {
  const Icon = plan === 'premium' ? PremiumPlanIcon : ProPlanIcon;
  const label = useT()(`plan.${plan}`);
  return (
    <Mark className={`plan-${plan}`} data-plan={plan} role="img" aria-label={label} title={label}>
      <Icon fontSize="inherit" />
    </Mark>
  );
}
