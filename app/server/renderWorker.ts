/**
 * A thread that renders pages (renderPool.ts): it loads the site's built server entry and runs its
 * `render`, while the server's main thread keeps everything else (HTTP, the embedded platform with
 * its state, the HTML cache). The render's platform calls are sent to the main thread and answered
 * there by the same platform function a render in the main thread would call.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { FirstScreenCalls, RenderOptions, SiteEntry } from '../src/serverEntry';
import { laterScripts } from './assets';
import { createLru } from './lru';
import type { FromWorker, RenderData, ToWorker, WorkerData } from './renderPool';

const port = parentPort;
if (!port) throw new Error('renderWorker.ts runs as a worker thread (renderPool.ts)');
const { entryFile, manifest } = workerData as WorkerData;
const entry = (await import(pathToFileURL(entryFile).href)) as SiteEntry;

// What each address's last render asked for, by language (render.ts keeps the same in the main
// thread when it renders there): the calls hold functions, which cannot leave the thread.
const asked = createLru<FirstScreenCalls>(200);
const scriptsOf = laterScripts(manifest ?? {});
// Platform calls waiting for the main thread's answer.
const answers = new Map<number, { resolve: (response: Response) => void; reject: (error: unknown) => void }>();
let nextCall = 0;

const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => {
  port.postMessage(message, transfer);
};

async function platform(render: number, request: Request): Promise<Response> {
  const call = nextCall++;
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return new Promise<Response>((resolve, reject) => {
    answers.set(call, { resolve, reject });
    post(
      {
        kind: 'platform',
        render,
        call,
        request: { url: request.url, method: request.method, headers: [...request.headers], body },
      },
      body ? [body] : [],
    );
  });
}

async function render(id: number, data: RenderData): Promise<void> {
  const callsKey = `${data.url}|${data.language}`;
  const options: RenderOptions = {
    ...data,
    calls: asked.get(callsKey),
    scriptsOf,
    platform: (request) => platform(id, request),
    onDataFailure: (key, error) => {
      post({ kind: 'failure', render: id, what: 'data', key, error });
    },
    onRenderError: (error) => {
      post({ kind: 'failure', render: id, what: 'render', key: '', error });
    },
  };
  try {
    const { calls, ...page } = await entry.render(options);
    if (calls) asked.set(callsKey, calls);
    post({ kind: 'rendered', render: id, page });
  } catch (error) {
    post({ kind: 'rendered', render: id, error });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.kind === 'render') {
    void render(message.render, message.options);
    return;
  }
  const waiting = answers.get(message.call);
  if (!waiting) return;
  answers.delete(message.call);
  if ('error' in message) waiting.reject(message.error);
  else {
    const { status, headers, body } = message.response;
    waiting.resolve(new Response(body, { status, headers }));
  }
});
post({ kind: 'ready' });
