import type { AbStatsEndDate, AbStatsStartDate } from '@novavox/contracts-api/ab-stats';
import { useId } from 'react';
import type { AbStatsRange } from '../api/fetch-ab-stats';
import styles from './tests-dashboard.module.css';

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
  const startId = useId();
  const endId = useId();
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={startId}>Start date</label>
        <select
          id={startId}
          className={styles.select}
          value={range.startDate}
          onChange={(event) => {
            const option = startDateOptions.find((candidate) => candidate.value === event.target.value);
            if (option) onChange({ ...range, startDate: option.value });
          }}
        >
          {startDateOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={endId}>End date</label>
        <select
          id={endId}
          className={styles.select}
          value={range.endDate}
          onChange={(event) => {
            const option = endDateOptions.find((candidate) => candidate.value === event.target.value);
            if (option) onChange({ ...range, endDate: option.value });
          }}
        >
          {endDateOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
