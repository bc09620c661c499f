import type { AbStatsEndDate, AbStatsStartDate } from '@novavox/contracts-api/ab-stats';
import { OptionSelect } from '../../../../components/option-select';
import type { AbStatsRange } from '../api/fetch-ab-stats';

export const startDateOptions: readonly { value: AbStatsStartDate; label: string }[] = [
  { value: 'today', label: 'Today only' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: '7daysAgo', label: 'Last 7 days' },
  { value: '30daysAgo', label: 'Last 30 days' },
  { value: '90daysAgo', label: 'Last 90 days' },
];

export const endDateOptions: readonly { value: AbStatsEndDate; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
];

export interface DateRangeControlsProps {
  range: AbStatsRange;
  onChange: (range: AbStatsRange) => void;
}

export function DateRangeControls({ range, onChange }: DateRangeControlsProps) {
  return (
    <>
      <OptionSelect
        label="Start date"
        options={startDateOptions}
        value={range.startDate}
        onChange={(startDate) => onChange({ ...range, startDate })}
      />
      <OptionSelect
        label="End date"
        options={endDateOptions}
        value={range.endDate}
        onChange={(endDate) => onChange({ ...range, endDate })}
      />
    </>
  );
}
