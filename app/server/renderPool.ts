/**
 * React's render of a page, on worker threads (SSR_WORKERS): an uncached render of home is about
 * half React and the site's components, which on the main thread queued every other request behind
 * it (HTTP, the embedded platform, the cache's pages) and left the machine's second core to the
 * compression. A worker loads the same built server entry (renderWorker.ts) and runs `render`; the
 * main thread keeps the rest of the entry (the shell, the cache's reuse, the cookies), and answers
 * the render's platform calls with the platform function it was given, so that one platform (its
 * sessions, streams and database) serves both.
 *
 * What cannot cross threads stays where it is: the calls a render asked for (the worker keeps them,
 * as render.ts does), the platform and the failure callbacks (messages); the build's manifest goes
 * to each thread once, which lists a render's scripts itself (`scriptsOf`). A worker that dies fails
 * the renders it had (render.ts then serves the shell and says so) and is started again.
 */
import { Worker } from 'node:worker_threads';
import type { RenderedPage, RenderOptions, SiteEntry } from '../src/serverEntry';
import type { Manifest } from './assets';

/** The options of a render that can cross to a worker (its functions stay here). */
export type RenderData = Omit<RenderOptions, 'calls' | 'platform' | 'scriptsOf' | 'onDataFailure' | 'onRenderError'>;

export interface WorkerData {
  /** The built server entry (dist/server/entry-server.js). */
  entryFile: string;
  /** The build's manifest, for the render's `scriptsOf` (assets.ts: laterScripts). */
  manifest?: Manifest;
}

interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

interface WireResponse {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export type ToWorker =
  | { kind: 'render'; render: number; options: RenderData }
  | { kind: 'answer'; call: number; response: WireResponse }
  | { kind: 'answer'; call: number; error: unknown };

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'platform'; render: number; call: number; request: WireRequest }
  | { kind: 'failure'; render: number; what: 'data' | 'render'; key: string; error: unknown }
  | { kind: 'rendered'; render: number; page: Omit<RenderedPage, 'calls'> }
  | { kind: 'rendered'; render: number; error: unknown };

export interface RenderPoolOptions {
  entryFile: string;
  /** The build's manifest (WorkerData). */
  manifest?: Manifest;
  /** How many threads (at least 1). */
  workers: number;
  /** The worker's Node options (default: this process's, which load TypeScript under tsx). */
  execArgv?: string[];
  /** Told when a worker stopped unexpectedly. */
  onWorkerExit?: (code: number) => void;
}

export interface RenderPool {
  /** The entry, with its `render` on the pool's threads. */
  entry: (base: SiteEntry) => SiteEntry;
  render: (options: RenderOptions) => Promise<RenderedPage>;
  close: () => Promise<void>;
}

interface Rendering {
  options: RenderOptions;
  resolve: (page: RenderedPage) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  renders: Map<number, Rendering>;
}

const workerFile = new URL('./renderWorker.ts', import.meta.url);

/**
 * A worker starts without the main thread's TypeScript loader (tsx registers its hooks per thread):
 * the thread registers it, then loads renderWorker.ts.
 */
const workerScript = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(workerFile.href)}); })`;

/** Statuses whose response has no body (a Response refuses one). */
const bodiless = new Set([101, 204, 205, 304]);

export function createRenderPool({
  entryFile,
  manifest,
  workers,
  execArgv = process.execArgv,
  onWorkerExit,
}: RenderPoolOptions): RenderPool {
  let closing = false;
  let nextRender = 0;
  const threads: (Thread | null)[] = Array.from({ length: Math.max(1, workers) }, () => null);

  function start(slot: number): Thread {
    const worker = new Worker(workerScript, {
      eval: true,
      workerData: { entryFile, manifest } satisfies WorkerData,
      execArgv,
    });
    // The server's own handles keep it alive; a worker must not hold a stopping server open.
    worker.unref();
    const thread: Thread = { worker, renders: new Map() };
    worker.on('message', (message: FromWorker) => {
      void receive(thread, message);
    });
    const fail = (error: unknown) => {
      if (threads[slot] === thread) threads[slot] = null;
      for (const rendering of thread.renders.values()) rendering.reject(error);
      thread.renders.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      fail(new Error(`the render thread stopped (exit code ${String(code)})`));
      if (!closing) onWorkerExit?.(code);
    });
    threads[slot] = thread;
    return thread;
  }

  async function receive(thread: Thread, message: FromWorker): Promise<void> {
    if (message.kind === 'ready') return;
    const rendering = thread.renders.get(message.render);
    if (message.kind === 'rendered') {
      if (!rendering) return;
      thread.renders.delete(message.render);
      if ('error' in message) rendering.reject(message.error);
      else rendering.resolve(message.page);
      return;
    }
    if (message.kind === 'failure') {
      if (message.what === 'data') rendering?.options.onDataFailure?.(message.key, message.error);
      else rendering?.options.onRenderError?.(message.error);
      return;
    }
    // A platform call of a render: answered here, by the platform that render was given.
    const post = (answer: ToWorker, transfer: ArrayBuffer[] = []) => {
      thread.worker.postMessage(answer, transfer);
    };
    try {
      if (!rendering) throw new Error('the render has ended');
      const { url, method, headers, body } = message.request;
      const response = await rendering.options.platform(new Request(url, { method, headers, body }));
      const answer = bodiless.has(response.status) ? null : await response.arrayBuffer();
      post(
        {
          kind: 'answer',
          call: message.call,
          response: { status: response.status, headers: [...response.headers], body: answer },
        },
        answer ? [answer] : [],
      );
    } catch (error) {
      post({ kind: 'answer', call: message.call, error });
    }
  }

  /** The thread with the fewest renders in flight (started if its slot is empty). */
  function pick(): Thread {
    let best: Thread | null = null;
    for (let slot = 0; slot < threads.length; slot++) {
      const thread = threads[slot] ?? start(slot);
      if (!best || thread.renders.size < best.renders.size) best = thread;
    }
    if (!best) throw new Error('the render pool has no thread');
    return best;
  }

  function render(options: RenderOptions): Promise<RenderedPage> {
    if (closing) return Promise.reject(new Error('the render pool is closed'));
    const thread = pick();
    const id = nextRender++;
    const data: RenderData = {
      url: options.url,
      origin: options.origin,
      language: options.language,
      mode: options.mode,
      sideMenu: options.sideMenu,
      brand: options.brand,
      dataTimeoutMs: options.dataTimeoutMs,
      dataCacheMs: options.dataCacheMs,
    };
    return new Promise<RenderedPage>((resolve, reject) => {
      thread.renders.set(id, { options, resolve, reject });
      thread.worker.postMessage({ kind: 'render', render: id, options: data } satisfies ToWorker);
    });
  }

  return {
    entry: (base) => ({ ...base, render }),
    render,
    async close() {
      closing = true;
      await Promise.all(threads.flatMap((thread) => (thread ? [thread.worker.terminate()] : [])));
    },
  };
}
