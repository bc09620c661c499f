import { useId } from 'react';
import styles from '../../common/dashboard.module.css';
import { useAlertSettings } from '../hooks/use-alert-settings';
import watch from './watch.module.css';

/**
 * The signed-in member's own switch for the watch's e-mails (`/team/me/alerts`, docs/experiment-watch.md): a
 * member never asked receives them. Only a member signed in by e-mail has the setting.
 */
export function AlertSettingsToggle({ teamEndpoint, email }: { teamEndpoint: string; email: string }) {
  const id = useId();
  const settings = useAlertSettings(teamEndpoint, email);
  const error = settings.saveError ?? settings.readError;
  return (
    <div className={watch.settings}>
      <input
        id={id}
        type="checkbox"
        checked={settings.receives ?? false}
        disabled={settings.busy || settings.receives === null}
        onChange={(event) => settings.set(event.target.checked)}
      />
      <label htmlFor={id}>E-mail me the experiment watch's alerts ({email})</label>
      {error && (
        <p role="alert" className={styles.negative}>
          Could not {settings.saveError ? 'save' : 'read'} your alert setting: {error}
        </p>
      )}
    </div>
  );
}
