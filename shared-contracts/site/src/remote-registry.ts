/** The props of every exposed module, as the runtime contracts declare them. */
import type * as Props from '@novavox/contracts-runtime';

/**
 * The one declaration of every remote: its local port, its human name, and each module it exposes with the
 * file that implements it and (as a type) its props. The topology, remotes.json's shape, every remote's
 * federation options and the shell's route screens derive from this table; the dependency rules find the
 * same remotes as mf-* folders (a shell test checks the two agree). Adding a remote is one entry here, its
 * routes, and the remote's own folder (README, "Add a remote").
 */

/** The file of an exposed module, relative to its remote's folder; exposes live in src/exposes (docs/code-style.md). */
export type ExposeFile = `./src/exposes/${string}.tsx`;

/** A screen fills the page at a route; a part (modal, button) is placed by the shell inside other screens. */
export type ExposeKind = 'screen' | 'part';

/** Every screen is rendered with the path it was reached at; it may read it or ignore it. */
export interface ScreenProps {
  pathname?: string;
}

export interface ExposeDeclaration<Props, Kind extends ExposeKind = ExposeKind> {
  readonly file: ExposeFile;
  readonly kind: Kind;
  /** Never set at run time: it carries the props type from this table to the host and the remote. */
  readonly props?: Props;
}

/** A module the shell renders as a route's whole page. */
export function screen<Props extends ScreenProps>(file: ExposeFile): ExposeDeclaration<Props, 'screen'> {
  return { file, kind: 'screen' };
}

/** A module the shell places inside its frame or another screen (a modal, a button). */
export function part<Props>(file: ExposeFile): ExposeDeclaration<Props, 'part'> {
  return { file, kind: 'part' };
}

type Exposes = Readonly<Record<`./${string}`, ExposeDeclaration<unknown>>>;

export interface RemoteDeclaration<E extends Exposes = Exposes> {
  /** Shown in fallbacks and on the status panel. */
  readonly label: string;
  /** Where its dev server and the local copy of the site serve it (shifted by the port offset). */
  readonly port: number;
  readonly exposes: E;
  /** A small expose whose loading proves the manifest, the container and one chunk (the status panel's check). */
  readonly probe: keyof E & string;
}

/** Keeps each remote's exposes exact, so a route or a probe naming a module the remote lacks is a type error. */
export function defineRemote<const E extends Exposes>(declaration: RemoteDeclaration<E>): RemoteDeclaration<E> {
  return declaration;
}

export const remoteRegistry = {
  mf_marketing: defineRemote({
    label: 'Marketing pages',
    port: 3001,
    probe: './ContactModal',
    exposes: {
      './LandingPage': screen<Props.LandingPageProps>('./src/exposes/landing-page.tsx'),
      './OldHomePage': screen<Props.OldHomePageProps>('./src/exposes/old-home-page.tsx'),
      './SignupPage': screen<Props.SignupPageProps>('./src/exposes/signup-page.tsx'),
      './SignupStatusPage': screen<Props.SignupStatusPageProps>('./src/exposes/signup-status-page.tsx'),
      './WaitlistModal': part<Props.WaitlistModalProps>('./src/exposes/waitlist-modal.tsx'),
      './ContactModal': part<Props.ContactModalProps>('./src/exposes/contact-modal.tsx'),
      './DemoModal': part<Props.DemoModalProps>('./src/exposes/demo-modal.tsx'),
    },
  }),
  mf_voice: defineRemote({
    label: 'Voice call',
    port: 3002,
    probe: './CallTrigger',
    exposes: {
      './CallTrigger': part<Props.CallTriggerProps>('./src/exposes/call-trigger.tsx'),
      './CallExperience': part<Props.CallExperienceProps>('./src/exposes/call-experience.tsx'),
    },
  }),
  mf_experiments: defineRemote({
    label: 'Experiments',
    port: 3003,
    probe: './VariantDebugPage',
    exposes: {
      './TestsDashboardPage': screen<Props.TestsDashboardPageProps>('./src/exposes/tests-dashboard-page.tsx'),
      './VariantDebugPage': screen<Props.VariantDebugPageProps>('./src/exposes/variant-debug-page.tsx'),
    },
  }),
  mf_legal: defineRemote({
    label: 'Legal pages',
    port: 3004,
    probe: './TermsPage',
    exposes: {
      './TermsPage': screen<Props.TermsPageProps>('./src/exposes/terms-page.tsx'),
      './PrivacyPage': screen<Props.PrivacyPageProps>('./src/exposes/privacy-page.tsx'),
    },
  }),
};

type Registry = typeof remoteRegistry;
export type RemoteId = keyof Registry;
type ExposesOf<R extends RemoteId> = Registry[R]['exposes'];

/** Every remote, in the registry's order. */
export const remoteIds = Object.keys(remoteRegistry) as RemoteId[];

/** The exposes of each remote with the props of every exposed component, derived from the registry. */
export type RemoteExposes = {
  [R in RemoteId]: {
    [E in keyof ExposesOf<R>]: ExposesOf<R>[E] extends ExposeDeclaration<infer Props> ? Props : never;
  };
};

export type ExposeOf<R extends RemoteId> = keyof RemoteExposes[R] & string;
export type PropsOf<R extends RemoteId, E extends ExposeOf<R>> = RemoteExposes[R][E];

/** The exposes of a remote that are screens, the only ones a route may name (distributes over a union of remotes). */
export type ScreenOf<R extends RemoteId> = R extends RemoteId
  ? Extract<
      {
        [E in keyof ExposesOf<R>]: ExposesOf<R>[E] extends ExposeDeclaration<unknown, 'screen'> ? E : never;
      }[keyof ExposesOf<R>],
      ExposeOf<R>
    >
  : never;

/** The remote's probe, typed as one of its exposes (defineRemote checked that it is). */
export function probeExpose<R extends RemoteId>(remote: R): ExposeOf<R> {
  return remoteRegistry[remote].probe as ExposeOf<R>;
}

/** The workspace folder of a remote: mf_voice lives in mf-voice. */
export function remoteFolder(remote: RemoteId): string {
  return remote.replaceAll('_', '-');
}

/** What the remote's module-federation.config.ts exposes: expose name → file. */
export function exposedFiles(remote: RemoteId): Record<string, ExposeFile> {
  const exposes: Exposes = remoteRegistry[remote].exposes;
  return Object.fromEntries(Object.entries(exposes).map(([name, declaration]) => [name, declaration.file]));
}

/**
 * The variable a release sets to name the build it makes (release-remote's ship); each remote's build reads it
 * through remoteBuildInfo (federation.ts). Here, not there, so the release script does not bundle federation's
 * package-version import.
 */
export const BUILD_ID_VARIABLE = 'NOVAVOX_BUILD_ID';
