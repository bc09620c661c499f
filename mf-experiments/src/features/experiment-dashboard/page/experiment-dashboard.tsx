import { AB_STATS_DEFAULT_RANGE } from '@novavox/contracts-api/ab-stats';
import { formatCount } from '@novavox/contracts-api/experiment-watch';
import {
  allowedExperimentActions,
  clearAllVariantAssignments,
  clearVariantAssignment,
  experimentById,
  isExperimentId,
  setExperimentEnabled,
  type VariantKey,
} from '@novavox/contracts-experiments';
import { useRuntimeConfig } from '@novavox/contracts-runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import styles from '../common/dashboard.module.css';
import { dashboardQueryClient } from '../common/dashboard-query-client';
import { copyAdminEndpoint } from '../copy-editor/api/copy-admin-api';
import { CopyExperimentsEditor } from '../copy-editor/components/copy-experiments-editor';
import { ExperimentRunPanel } from '../experiment-controls/components/experiment-run-panel';
import { useExperimentStates } from '../experiment-controls/hooks/use-experiment-states';
import { ResultsExportButton } from '../export/results-export-button';
import { ExperimentInteractionsPanel } from '../interactions/components/experiment-interactions-panel';
import { ExperimentMemoryPanel } from '../memory/components/experiment-memory-panel';
import { RunArchive } from '../memory/components/run-archive';
import { SharedResults } from '../memory/components/shared-results';
import { shareTokenOf } from '../memory/model/share-token-param';
import { ExperimentsOverview } from '../overview/components/experiments-overview';
import { experimentHref, useSelectedExperiment } from '../overview/hooks/use-selected-experiment';
import type { AbStatsRange } from '../results/api/fetch-ab-stats';
import { DateRangeControls } from '../results/components/date-range-controls';
import { ExperimentCard } from '../results/components/experiment-card';
import { InsightsBox } from '../results/components/insights-box';
import { VariantDetailModal } from '../results/components/variant-detail-modal';
import { useAbStats } from '../results/hooks/use-ab-stats';
import { controlRunOf, type VariantAnalysis } from '../results/model/dashboard-analysis';
import { dashboardMessages } from '../results/model/dashboard-messages';
import { RunSegments } from '../segments/components/run-segments';
import { TeamMemberBar } from '../team-sign-in/components/team-member-bar';
import { TeamSignInForm } from '../team-sign-in/components/team-sign-in-form';
import { useTeamSession } from '../team-sign-in/hooks/use-team-session';
import { type ExperimentAction, experimentAction } from '../verdict/model/experiment-action';
import { AlertSettingsToggle } from '../watch/components/alert-settings-toggle';
import { ExperimentWatchPanel } from '../watch/components/experiment-watch-panel';

/** What the card's line says to ship: its variant, or A when it says to stop and keep A; null otherwise. */
function recommendedShip(action: ExperimentAction): string | null {
  if (action.kind === 'ship') return action.variant;
  return action.kind === 'stop-keep-control' || action.kind === 'no-difference' ? 'A' : null;
}

/** Reset All is the spec's per-browser action; it never changes what visitors get. */
const BROWSER_ONLY_RESET_ALL =
  'This browser only: forgets every variant assigned to this browser; visitors are not affected.';

/** The A/B Test Dashboard (/admin/tests): requirements §2, with the statistics of docs/statistics.md. */
export function TestsDashboard() {
  // One cache per mounted page: its server state lives and dies with it.
  const [client] = useState(dashboardQueryClient);
  // A share link (?share=<token>) opens one experiment's results read-only, without signing in.
  const [shareToken] = useState(shareTokenOf);
  return (
    <QueryClientProvider client={client}>
      {shareToken ? <SharedResults token={shareToken} /> : <Dashboard />}
    </QueryClientProvider>
  );
}

function Dashboard() {
  const { endpoints, experiments: loadedStates } = useRuntimeConfig();
  const [range, setRange] = useState<AbStatsRange>(AB_STATS_DEFAULT_RANGE);
  const team = useTeamSession(endpoints.team);
  // Undefined while the api is asked who is signed in; then the stats load once, for that person.
  const viewer =
    team.state.status === 'checking' ? undefined : team.state.status === 'signed-in' ? team.state.member.actor : null;
  const { state, reload, setEnabled } = useAbStats(endpoints.abStats, range, viewer);
  const signedIn = team.state.status === 'signed-in';
  const live = useExperimentStates(endpoints.experimentStates, loadedStates);
  const [shipRequest, setShipRequest] = useState<{ experimentId: string; variant: VariantKey } | null>(null);
  const [selected, setSelected] = useState<{
    experimentId: string;
    variant: VariantAnalysis;
    comparisons: number;
    controlRun: { views: number; conversions: number } | null;
  } | null>(null);
  const loading = state.status === 'loading';
  const { selected: selectedId, open } = useSelectedExperiment();
  // One card at its own address (?experiment=<id>); else the overview, then every card.
  const opened = state.experiments.find((experiment) => experiment.id === selectedId) ?? null;
  const shown = opened ? [opened] : state.experiments;

  function resetAll() {
    if (!window.confirm(dashboardMessages.resetAllConfirm)) return;
    clearAllVariantAssignments();
    window.alert(dashboardMessages.resetAllDone);
  }

  function resetOne(experimentId: string) {
    if (isExperimentId(experimentId)) clearVariantAssignment(experimentId);
    window.alert(dashboardMessages.resetOne(experimentId));
  }

  function toggle(experimentId: string, enabled: boolean) {
    if (!isExperimentId(experimentId)) return;
    setExperimentEnabled(experimentId, !enabled);
    setEnabled(experimentId, !enabled);
  }

  const { connection, warning } = state;
  return (
    <section className={styles.page} aria-labelledby="tests-dashboard-title">
      <h1 id="tests-dashboard-title" className={styles.title}>
        A/B Test Dashboard
      </h1>
      <p className={styles.intro}>
        Each card starts with what to do now. Its verdict reads everyone who joined since the experiment started and is
        safe to check every day; the date range below it is for exploring the figures. "How this is computed" on each
        card explains the statistics.
      </p>

      <div className={styles.toolbar}>
        <DateRangeControls range={range} onChange={setRange} />
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            reload();
            live.refresh();
          }}
          disabled={loading}
        >
          Refresh Data
        </button>
        <button type="button" className={styles.dangerButton} onClick={resetAll} title={BROWSER_ONLY_RESET_ALL}>
          Reset All Variants
        </button>
      </div>

      {team.state.status === 'signed-in' && (
        <TeamMemberBar member={team.state.member} teamEndpoint={endpoints.team} onSignOut={team.signOut} />
      )}
      {team.state.status === 'signed-in' && team.state.member.email !== null && (
        <AlertSettingsToggle teamEndpoint={endpoints.team} email={team.state.member.email} />
      )}
      {(team.state.status === 'signed-out' || (state.needsSignIn && team.state.status !== 'signed-in')) && (
        <TeamSignInForm
          sent={team.state.status === 'signed-out' ? team.state.sent : null}
          onSubmit={team.askForLink}
          onStartOver={team.startOver}
        />
      )}

      {live.error && (
        <p className={styles.warning} role="alert">
          {live.error}
        </p>
      )}

      {/* Signed out, the sign-in form says what to do; the stats' refusal is no error to report. */}
      {warning && !state.needsSignIn && (
        <div className={styles.warning} role="alert">
          <p>{warning.text}</p>
          {warning.kind === 'configuration' && (
            <p className={styles.warningNote}>{dashboardMessages.gaNotConfiguredNote}</p>
          )}
        </div>
      )}

      {connection?.connected && !loading && (
        <div className={styles.connected} role="status">
          <p>
            Connected to analytics
            {connection.pageViews !== null && (
              <>
                {' '}
                · Total page views: <strong>{formatCount(connection.pageViews)}</strong>
              </>
            )}
            {!connection.isRealData && ' · sample data, not live'}
          </p>
          {connection.hasRealAbData && <p>{dashboardMessages.realData}</p>}
        </div>
      )}

      {loading ? (
        <p className={styles.status} role="status">
          {dashboardMessages.loading}
        </p>
      ) : state.status === 'loaded' && state.experiments.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <strong>{dashboardMessages.empty}</strong>
          </p>
          <p className={styles.muted}>{dashboardMessages.emptyHint}</p>
        </div>
      ) : (
        <>
          {opened ? (
            <a
              className={styles.backLink}
              href={experimentHref(null)}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                open(null);
              }}
            >
              ← All experiments
            </a>
          ) : (
            state.experiments.length > 0 && (
              <>
                <ExperimentsOverview experiments={state.experiments} states={live.states} onOpen={open} />
                <ExperimentInteractionsPanel adminEndpoint={endpoints.experimentsAdmin} viewer={viewer ?? null} />
              </>
            )
          )}
          {shown.map((experiment) => {
            const enabled = state.enabled[experiment.id] ?? true;
            const id = experiment.id;
            // A catalog experiment is run from this card; its panels share what they are about.
            const catalogId = isExperimentId(id) ? id : null;
            const runState = catalogId ? live.states[catalogId] : undefined;
            const about = catalogId && {
              experimentId: catalogId,
              experimentName: experiment.name,
              adminEndpoint: endpoints.experimentsAdmin,
            };
            return (
              <ExperimentCard
                key={id}
                experiment={experiment}
                enabled={enabled}
                running={runState?.status === 'running'}
                runState={runState}
                controllable={catalogId !== null}
                onConclude={
                  catalogId && runState && allowedExperimentActions[runState.status].includes('conclude')
                    ? (variant) => {
                        const known = experimentById(catalogId).variants.find((entry) => entry.key === variant);
                        if (known) setShipRequest({ experimentId: catalogId, variant: known.key });
                      }
                    : undefined
                }
                runPanel={
                  about ? (
                    runState && (
                      <ExperimentRunPanel
                        {...about}
                        state={runState}
                        variants={experiment.analysis.variants}
                        runStartedAt={experiment.analysis.runStartedAt}
                        range={range}
                        viewer={viewer ?? null}
                        shipRequest={shipRequest?.experimentId === id ? shipRequest.variant : null}
                        onShipRequestHandled={() => setShipRequest(null)}
                        recommendedShip={recommendedShip(experimentAction(experiment.analysis, runState))}
                      />
                    )
                  ) : (
                    // A created copy experiment is run from /admin/copy; its card exports its results all the same.
                    <ResultsExportButton
                      experimentName={experiment.name}
                      results={{
                        experimentId: id,
                        range: `${range.startDate}..${range.endDate}`,
                        runStartedAt: experiment.analysis.runStartedAt,
                        variants: experiment.analysis.variants,
                      }}
                    />
                  )
                }
                memory={about && signedIn && <ExperimentMemoryPanel {...about} />}
                watchPanel={
                  about && runState && <ExperimentWatchPanel {...about} state={runState} viewer={viewer ?? null} />
                }
                segments={
                  about && (
                    <RunSegments
                      {...about}
                      runId={runState && runState.status !== 'not_started' ? runState.runId : null}
                      viewer={viewer ?? null}
                    />
                  )
                }
                onToggle={() => toggle(experiment.id, enabled)}
                onView={(variant) =>
                  setSelected({
                    experimentId: experiment.id,
                    variant,
                    comparisons: experiment.analysis.comparisons,
                    controlRun: controlRunOf(experiment.analysis.variants),
                  })
                }
                onReset={() => resetOne(experiment.id)}
              />
            );
          })}
        </>
      )}

      {/* Copy tests are the team's to write: the editor shows only to a signed-in member (the api checks the role). */}
      {signedIn && <CopyExperimentsEditor endpoint={copyAdminEndpoint(endpoints.experimentsAdmin)} />}

      {signedIn && !opened && <RunArchive adminEndpoint={endpoints.experimentsAdmin} />}

      {/* Made-up sample insights: for the team only, never for a visitor who might take them for results. */}
      {signedIn && <InsightsBox />}

      {selected && (
        <VariantDetailModal
          experimentId={selected.experimentId}
          variant={selected.variant}
          comparisons={selected.comparisons}
          controlRun={selected.controlRun}
          onClose={() => setSelected(null)}
        />
      )}
    </section>
  );
}
