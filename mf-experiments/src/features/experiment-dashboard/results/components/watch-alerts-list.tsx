import { countOf, type ExperimentAlert } from '@novavox/contracts-api/experiment-watch';
import { formatMoment } from '@novavox/contracts-api/team';
import { useId } from 'react';
import styles from '../../common/dashboard.module.css';

/** How one alert went out, in words: to whom and when, or that it waits for the day's digest. */
export function alertDelivery(alert: ExperimentAlert): string {
  if (alert.sentAt === null) return `found ${formatMoment(alert.foundAt)}, waiting for the day's digest`;
  const members = countOf(alert.recipients, 'team member', 'team members');
  const hook = alert.webhook === null ? '' : `; webhook ${alert.webhook}`;
  return `sent ${formatMoment(alert.sentAt)} to ${members}${hook}`;
}

/**
 * What the experiment watch told the team about one experiment (`GET /admin/experiments/:id/alerts`, newest
 * first; docs/experiment-watch.md): read-only, for the card.
 */
export function WatchAlertsList({
  experimentName,
  alerts,
}: {
  experimentName: string;
  alerts: readonly ExperimentAlert[];
}) {
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h4 id={heading}>Alerts sent to the team</h4>
      {alerts.length === 0 ? (
        <p className={styles.muted}>No alert about {experimentName} has been sent.</p>
      ) : (
        <ul>
          {alerts.map((alert) => (
            <li key={`${alert.foundAt} ${alert.subject}`}>
              <strong>{alert.subject}</strong> <span className={styles.muted}>({alertDelivery(alert)})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
