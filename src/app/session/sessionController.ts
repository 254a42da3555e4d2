/**
 * The dispatcher's session: login (SPEC §4 flow), restore after a page load, refresh, logout, the
 * 105 re-login, and what happens when the socket fails. It does not create the socket: the
 * socket binding does (useSocketBinding) and hands each client to `bind`.
 */
import { Subject, Subscription, type Observable } from 'rxjs';
import {
  DsClient,
  hashForWire,
  LoginCode,
  LoginError,
  PATH_LOGIN_LOG,
  PATH_PASSWORD,
  reconnectDelay,
  RecoveryPaths,
  refreshLogin,
  runLogin,
  runSignInLogin,
  SocketCommandError,
  SocketError,
  TerminalType,
  type CallFrame,
  type MonitorFrame,
  type CommandArgs,
  type CommandName,
  type LoginFlowDeps,
  type LoginReply,
  type SocketClient,
} from '../../../protocol/index.ts';
import { decodeClientConfig, DEFAULT_CLIENT_CONFIG } from '../../state/clientConfig.ts';
import { bindConnection, connectionStatusAtom, resetConnection } from '../../state/connection.ts';
import { store } from '../../state/jotai.ts';
import { clientConfigAtom, sessionAtom, userAtom, verifiedAtom, type SessionNotice, type SessionState } from '../../state/session.ts';
import { readSetting, Settings, writeSetting, type Language } from '../../state/settings.ts';
import { loadListeners, type SentCommand } from '../../manifest/index.ts';
import { FEATURE_MANIFESTS } from '../routes/manifests.ts';
import type { LiveSocket } from './liveSocket.ts';
import { reportClientInfo } from './clientInfo.ts';
import type { CredentialVault, PasswordCredentials } from './credentialVault.ts';
import { RememberedPasswordDs } from './rememberedPasswordDs.ts';
import { failureAction, socketFailureAction, type FailureAction } from './sessionFailures.ts';
import type { SessionMarker } from './sessionMarker.ts';

/** The listeners of a live socket (./liveSocket.ts and each feature manifest's): chunks of their own, loaded side by side, not part of the login page. */
const loadLiveSocket = (): Promise<LiveSocket> =>
  Promise.all([import('./liveSocket.ts'), loadListeners(FEATURE_MANIFESTS)]).then(([module, listeners]) => module.liveSocketWith(listeners));

export const PATH_CLIENT_CONFIG = '/ds/pub/clientConfig';
export const PATH_LOGOUT = '/ds/pub/logout';
export const PATH_UPDATE_PASSWORD = '/ds/data/updateMsPwd';

/** Sign-in without a password (SPEC §2 auto-login key in the URL, §7 getAccountByOauth). */
export type SignInRequest = { kind: 'autoLogin'; key: string; language: Language } | { kind: 'oauth'; platform: string; oauth: string; language: Language };

/** password null: log in with the remembered credentials entry. */
export type LoginRequest = { account: string; password: string | null; remember: boolean; language: Language };

type Waiter = { resolve: (reply: LoginReply) => void; reject: (error: unknown) => void };

export type SessionDeps = { vault: CredentialVault; marker: SessionMarker; hostname: string; fetch?: typeof fetch };

export class SessionController {
  /** For every /ds call of the console: logs in again by itself on 105. */
  readonly ds: DsClient;
  /** For calls that must not trigger that re-login (the re-login itself, public paths). */
  private readonly openDs: DsClient;
  private socket: SocketClient | null = null;
  private readonly callFrames = new Subject<CallFrame>();
  /** Call signalling of whichever socket is bound now (individual calls, src/features/calls). */
  readonly calls$: Observable<CallFrame> = this.callFrames.asObservable();
  private readonly monitorFrames = new Subject<MonitorFrame>();
  /** Terminal camera monitors the platform ended, of whichever socket is bound now (src/features/surveillance). */
  readonly monitors$: Observable<MonitorFrame> = this.monitorFrames.asObservable();
  private readonly sentCommands = new Subject<SentCommand>();
  /** Commands this console sent, so the notifier does not echo the dispatcher's own actions. */
  readonly sent$: Observable<SentCommand> = this.sentCommands.asObservable();
  private waiter: Waiter | null = null;
  /** Bumped when a session starts or ends, so a flow that outlived its session stops quietly. */
  private generation = 0;
  private retryAttempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private started = false;
  private live: Promise<LiveSocket> | null = null;
  private liveLoaded: LiveSocket | null = null;

  constructor(private readonly deps: SessionDeps) {
    this.openDs = new DsClient({ fetch: deps.fetch });
    this.ds = new DsClient({ fetch: deps.fetch, reauthenticate: () => this.reauthenticate() });
  }

  /** At page load: fetch the host configuration and, when a session exists, restore it. */
  start(restore: boolean): void {
    if (this.started) return;
    this.started = true;
    void this.loadClientConfig();
    if (!restore) return;
    this.patch({ phase: 'restoring', notice: null });
    void this.restore(this.generation);
  }

  /**
   * Starts loading what a live socket needs (the event log and every module's listeners): the login
   * screen calls it as soon as the dispatcher starts typing, so pressing Log in does not wait for it.
   */
  prepare(): void {
    this.liveSocket().catch(() => undefined); // signing in tries again and reports the failure
  }

  /** The live socket's chunk, loaded once; a failed load is tried again at the next call. */
  private liveSocket(): Promise<LiveSocket> {
    if (!this.live) {
      const loading = loadLiveSocket();
      this.live = loading;
      loading.then(
        (live) => {
          this.liveLoaded = live;
        },
        () => {
          if (this.live === loading) this.live = null;
        },
      );
    }
    return this.live;
  }

  async login(request: LoginRequest): Promise<void> {
    const generation = ++this.generation;
    this.cancelRetry();
    this.patch({ phase: 'signing-in', notice: null });
    this.prepare(); // alongside the password check: the socket login needs it next
    try {
      const credentials = await this.credentialsFor(request);
      const ds = request.password === null ? new RememberedPasswordDs({ fetch: this.deps.fetch }, credentials.passwordHash) : this.ds;
      const form = { account: request.account, password: request.password ?? '', language: request.language };
      const session = await runLogin(form, this.flow(ds));
      if (generation !== this.generation) return;
      writeSetting(Settings.language, request.language);
      writeSetting(Settings.isRememberPw, request.remember);
      await this.deps.vault.save(credentials).catch(() => undefined); // without IndexedDB only the 105 re-login is lost
      this.deps.marker.set();
      store.set(userAtom, session.user);
      this.patch({ phase: 'active' });
      this.ds.post(PATH_LOGIN_LOG, { account: request.account, language: request.language }).catch(() => undefined);
      void reportClientInfo(this.ds);
    } catch (error) {
      if (generation === this.generation) this.abandonLogin();
      throw error instanceof LoginError ? error : new LoginError(LoginCode.SystemBusy);
    }
  }

  /** The same flow with the identity proven by an auto-login key or an OAuth provider. */
  async signIn(request: SignInRequest): Promise<void> {
    const generation = ++this.generation;
    this.cancelRetry();
    this.patch({ phase: 'signing-in', notice: null });
    this.prepare();
    const first = () =>
      request.kind === 'autoLogin'
        ? this.openDs.get(RecoveryPaths.autoLogin, { autoLoginKey: request.key })
        : this.openDs.get(RecoveryPaths.oauth, { platform: request.platform, oauth: request.oauth });
    try {
      const session = await runSignInLogin(first, this.flow(this.ds));
      if (generation !== this.generation) return;
      writeSetting(Settings.language, request.language);
      // An OAuth proof is short-lived and not ours to keep: such a session ends on a 105.
      if (request.kind === 'autoLogin') await this.deps.vault.save({ account: session.user.msId, autoLoginKey: request.key }).catch(() => undefined);
      else this.deps.vault.clear();
      this.deps.marker.set();
      store.set(userAtom, session.user);
      this.patch({ phase: 'active' });
      this.ds.post(PATH_LOGIN_LOG, { account: session.user.msId, language: request.language }).catch(() => undefined);
      void reportClientInfo(this.ds);
    } catch (error) {
      if (generation === this.generation) this.abandonLogin();
      throw error instanceof LoginError ? error : new LoginError(LoginCode.SystemBusy);
    }
  }

  /** A login that failed after the password call opened a server session (e.g. code 6) must not leave it open. */
  private abandonLogin(): void {
    const serverSession = this.deps.marker.present();
    this.deps.marker.clear();
    this.clear('signed-out', null);
    if (serverSession) this.openDs.post(PATH_LOGOUT).catch(() => undefined);
  }

  /** The exit button, and visiting the login screen with a session. */
  async logout(): Promise<void> {
    const wasSignedIn = store.get(sessionAtom).phase !== 'signed-out' || this.deps.marker.present();
    this.endSession(null);
    if (wasSignedIn) await this.openDs.post(PATH_LOGOUT).catch(() => undefined);
  }

  /** Header refresh: re-read verification and host configuration, reconnect from a fresh snapshot. */
  async refresh(): Promise<void> {
    if (store.get(sessionAtom).phase !== 'active') return;
    const generation = this.generation;
    void this.loadClientConfig();
    this.patch({ socketEpoch: store.get(sessionAtom).socketEpoch + 1 });
    const credentials = await this.deps.vault.load();
    if (!credentials || generation !== this.generation) return;
    await refreshLogin({ account: credentials.account }, this.flow(this.ds)).catch((error: unknown) => {
      if (generation === this.generation) this.onFailure(failureAction(error));
    });
  }

  /** PUT /ds/data/updateMsPwd with both passwords as MD5; keeps the credentials entry current. */
  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    const user = store.get(userAtom);
    if (!user) throw new SocketCommandError(SocketError.NotOnline);
    const account = (await this.deps.vault.load())?.account ?? user.msId;
    const newHash = hashForWire(newPassword);
    await this.ds.put(PATH_UPDATE_PASSWORD, { msId: user.msId, oldPwd: hashForWire(oldPassword), newPwd: newHash, account });
    await this.deps.vault.save({ account, passwordHash: newHash }).catch(() => undefined);
  }

  /**
   * An account's first password, set by someone else (the administrator's at set-up), replaced by
   * its holder's own: signs in with it over REST only (the platform takes nothing but the change
   * from such a session, the socket login included), changes it, and ends that session. The caller
   * then logs in with the new password as usual.
   */
  async changeFirstPassword(account: string, firstPassword: string, newPassword: string): Promise<void> {
    const oldPwd = hashForWire(firstPassword);
    const signedIn = await this.openDs.get(PATH_PASSWORD, { uid: account, auth: oldPwd });
    const msId = (signedIn.desc as { msId?: unknown } | null)?.msId;
    const owner = typeof msId === 'string' ? msId : account;
    try {
      await this.openDs.put(PATH_UPDATE_PASSWORD, { msId: owner, oldPwd, newPwd: hashForWire(newPassword), account: owner });
    } finally {
      await this.openDs.post(PATH_LOGOUT).catch(() => undefined);
    }
  }

  /** The encrypted credentials entry (account and the MD5 the wire uses), for services with logins of their own (broadcast, patrol). */
  async storedCredentials(): Promise<{ account: string; passwordHash: string } | null> {
    const stored = await this.deps.vault.load();
    // A session opened by an auto-login key has no password to offer those services.
    return stored?.passwordHash ? { account: stored.account, passwordHash: stored.passwordHash } : null;
  }

  /** The account of the remembered credentials, for the login form; null when there are none to offer. */
  async rememberedAccount(): Promise<string | null> {
    if (!readSetting(Settings.isRememberPw)) return null;
    const remembered = await this.deps.vault.load();
    return remembered?.passwordHash ? remembered.account : null;
  }

  /**
   * A socket command of a screen (floor control, group switch). Without a socket it fails the way
   * SPEC §8 names it ('no socket'); the client itself adds 'disconnected' and 'not online'.
   */
  command<N extends CommandName>(name: N, args: CommandArgs<N>, timeoutMs?: number): Promise<unknown> {
    const socket = this.socket;
    if (!socket) return Promise.reject(new SocketCommandError(SocketError.NoSocket));
    this.sentCommands.next({ name, args: args as Readonly<Record<string, unknown>>, at: Date.now() });
    return socket.command(name, args, timeoutMs);
  }

  /** Called by the socket binding with each client it creates; returns the unbind for its cleanup. */
  bind(client: SocketClient): () => void {
    this.socket = client;
    const subscriptions = new Subscription();
    subscriptions.add(bindConnection(client));
    const attach = (live: LiveSocket) => {
      subscriptions.add(live.bindLiveSocket(client, this.ds, this.sent$));
      subscriptions.add(client.calls$.subscribe((frame) => this.callFrames.next(frame)));
      subscriptions.add(client.monitors$.subscribe((frame) => this.monitorFrames.next(frame)));
      subscriptions.add(client.failures$.subscribe((reason) => this.onFailure(socketFailureAction(reason))));
      client.start().then(
        (reply) => {
          if (this.socket === client) this.onSocketLogin(reply);
        },
        (error: unknown) => {
          if (this.socket === client) this.onSocketLoginFailed(error);
        },
      );
    };
    // requestSocket loads the listeners before it asks for a socket, so they are here by now.
    if (this.liveLoaded) attach(this.liveLoaded);
    else
      void this.liveSocket().then(
        (live) => !subscriptions.closed && attach(live),
        (error: unknown) => {
          if (this.socket === client) this.onSocketLoginFailed(error);
        },
      );
    return () => {
      subscriptions.unsubscribe();
      if (this.socket !== client) return;
      this.socket = null;
      store.set(connectionStatusAtom, 'offline');
    };
  }

  private async restore(generation: number): Promise<void> {
    const credentials = await this.deps.vault.load();
    if (generation !== this.generation) return;
    if (!credentials) return this.endSession(null);
    try {
      const [, reply] = await Promise.all([refreshLogin({ account: credentials.account }, this.flow(this.ds)), this.requestSocket()]);
      if (generation !== this.generation) return;
      if (reply.user.msType !== TerminalType.Dispatcher) throw new LoginError(LoginCode.IncorrectAccountType);
      store.set(userAtom, reply.user);
      this.patch({ phase: 'active' });
    } catch (error) {
      if (generation === this.generation) this.onFailure(failureAction(error));
    }
  }

  private flow(ds: DsClient): LoginFlowDeps {
    return {
      ds,
      socketLogin: () => this.requestSocket(),
      onVerified: (verified) => store.set(verifiedAtom, verified),
    };
  }

  /** Asks the binding for a fresh connection, its listeners loaded first, and resolves with its login answer. */
  private async requestSocket(): Promise<LoginReply> {
    if (!this.liveLoaded) {
      const generation = this.generation;
      await this.liveSocket();
      // The session ended (or another began) while the chunk loaded: this flow asks for nothing more.
      if (generation !== this.generation) throw new SocketCommandError(SocketError.Disconnected);
    }
    this.waiter?.reject(new SocketCommandError(SocketError.Disconnected));
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
      const { socketEpoch } = store.get(sessionAtom);
      this.patch({ socketWanted: true, socketEpoch: socketEpoch + 1 });
    });
  }

  private onSocketLogin(reply: LoginReply): void {
    this.retryAttempt = 0;
    const waiter = this.waiter;
    this.waiter = null;
    if (waiter) return waiter.resolve(reply);
    if (reply.user.msType !== TerminalType.Dispatcher) return this.endSession({ kind: 'login-failed', code: LoginCode.IncorrectAccountType });
    store.set(userAtom, reply.user);
  }

  private onSocketLoginFailed(error: unknown): void {
    const waiter = this.waiter;
    this.waiter = null;
    if (waiter) waiter.reject(error);
    else this.onFailure(failureAction(error));
  }

  private onFailure(action: FailureAction): void {
    if (store.get(sessionAtom).phase === 'signed-out') return;
    if (action.kind === 'end') return this.endSession(action.notice);
    if (action.kind === 'retry') return this.scheduleRetry();
    const generation = this.generation;
    void this.reauthenticate().then((ok) => {
      if (generation !== this.generation) return;
      if (ok) this.reconnect();
      else this.endSession({ kind: 'kicked', reason: 'expired' });
    });
  }

  private reconnect(): void {
    const session = store.get(sessionAtom);
    if (session.phase === 'restoring') void this.restore(this.generation);
    else if (session.phase === 'active') this.patch({ socketEpoch: session.socketEpoch + 1 });
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== null) return;
    const generation = this.generation;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (generation === this.generation) this.reconnect();
    }, reconnectDelay(this.retryAttempt++, Math.random));
  }

  private cancelRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retryAttempt = 0;
  }

  /** GET /ds/user with the stored credentials sets a fresh token cookie. */
  private async reauthenticate(): Promise<boolean> {
    const credentials = await this.deps.vault.load();
    if (!credentials) return false;
    try {
      if (credentials.autoLoginKey) await this.openDs.get(RecoveryPaths.autoLogin, { autoLoginKey: credentials.autoLoginKey });
      else await this.openDs.get(PATH_PASSWORD, { uid: credentials.account, auth: credentials.passwordHash });
      return true;
    } catch {
      return false;
    }
  }

  private async credentialsFor(request: LoginRequest): Promise<PasswordCredentials> {
    if (request.password !== null) return { account: request.account, passwordHash: hashForWire(request.password) };
    const remembered = await this.deps.vault.load();
    if (!remembered?.passwordHash || remembered.account !== request.account) throw new LoginError(LoginCode.IncorrectPassword);
    return remembered;
  }

  private async loadClientConfig(): Promise<void> {
    try {
      const answer = await this.openDs.get(PATH_CLIENT_CONFIG, { hostname: this.deps.hostname });
      store.set(clientConfigAtom, decodeClientConfig(answer.desc));
    } catch {
      store.set(clientConfigAtom, DEFAULT_CLIENT_CONFIG);
    }
  }

  private endSession(notice: SessionNotice | null): void {
    this.generation += 1;
    this.deps.marker.clear();
    // A password changed elsewhere makes the remembered one stale: offering it would only be a wrong guess.
    const stale = notice?.kind === 'kicked' && notice.reason === 'password';
    if (stale || !readSetting(Settings.isRememberPw)) this.deps.vault.clear();
    this.clear('signed-out', notice);
  }

  private clear(phase: SessionState['phase'], notice: SessionNotice | null): void {
    this.cancelRetry();
    this.waiter?.reject(new SocketCommandError(SocketError.Disconnected));
    this.waiter = null;
    this.patch({ phase, socketWanted: false, notice });
    store.set(userAtom, null);
    store.set(verifiedAtom, null);
    // Without the live socket's chunk no socket was bound, so there is no fleet to forget.
    this.liveLoaded?.resetEventLog();
    resetConnection();
  }

  private patch(patch: Partial<SessionState>): void {
    store.set(sessionAtom, { ...store.get(sessionAtom), ...patch });
  }
}
