import styles from '../../common/dashboard.module.css';
import { useExperimentInteractions } from '../hooks/use-experiment-interactions';
import { ExperimentInteractions } from './experiment-interactions';

/** The overview's mount: the interaction check for the signed-in team, quiet while it loads or signed out. */
export function ExperimentInteractionsPanel({
  adminEndpoint,
  viewer,
}: {
  adminEndpoint: string;
  viewer: string | null;
}) {
  const query = useExperimentInteractions(adminEndpoint, viewer);
  if (viewer === null || query.isPending) return null;
  if (query.isError) {
    return <p className={styles.muted}>The check of experiments that meet could not be read: {query.error.message}</p>;
  }
  return <ExperimentInteractions answer={query.data} />;
}
