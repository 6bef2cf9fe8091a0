# The site's server as a container image (README: running in production).
#   docker build -t lobby .
#   docker run -p 8080:8080 -e PLATFORM_URL=https://platform.example lobby
# Two stages: the build has every development tool; the image that runs has the production
# dependencies, the built site and the server's sources (run by tsx), and nothing else.

# --- build: compile the design tokens, then the site (client and server-render entry) ------------
FROM node:24-slim AS build
WORKDIR /lobby
# The manifests first, so that a change of source reuses the installed dependencies' layer. Every
# workspace's manifest is needed for the lockfile to match, even those not installed here.
COPY package.json package-lock.json .npmrc ./
COPY tokens/package.json tokens/
COPY contract/package.json contract/
COPY design-system/package.json design-system/
COPY stories/package.json stories/
COPY visual-tests/package.json visual-tests/
COPY app/package.json app/
# Only what the build uses: the root's tools, the tokens and the site (Storybook's and Loki's
# hundreds of megabytes stay out). No install scripts: the root's postinstall builds the tokens,
# whose sources are not copied yet, and better-sqlite3's compile is for Node 20 only (Node 24 uses
# its built-in node:sqlite).
RUN npm ci --ignore-scripts --include-workspace-root -w @lobby/tokens -w @lobby/app
COPY . .
RUN npm run build

# --- runtime ---------------------------------------------------------------------------------------
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    LOBBY_DB=/data/lobby.sqlite \
    npm_config_update_notifier=false
WORKDIR /lobby
COPY package.json package-lock.json .npmrc ./
COPY tokens/package.json tokens/
COPY contract/package.json contract/
COPY design-system/package.json design-system/
COPY stories/package.json stories/
COPY visual-tests/package.json visual-tests/
COPY app/package.json app/
# Production dependencies of the site and its server only: hono, React (the server-render entry
# imports it and the design system's libraries, which the build leaves outside the bundle), and
# tsx, which runs the server's TypeScript. No install scripts, as above.
RUN npm ci --omit=dev --ignore-scripts -w @lobby/app && npm cache clean --force
# What the server reads at run time: its sources, the built site, and the packages it imports
# (the contract's values; the tokens' brand compiler with the standard sets a brand is layered
# over, the compiled themes, and the example brands, usable as BRAND=/lobby/tokens/brands/...).
COPY --from=build /lobby/tsconfig.json ./
COPY --from=build /lobby/contract/src contract/src
COPY --from=build /lobby/tokens/src tokens/src
COPY --from=build /lobby/tokens/sets tokens/sets
COPY --from=build /lobby/tokens/brands tokens/brands
COPY --from=build /lobby/tokens/dist tokens/dist
COPY --from=build /lobby/app/server app/server
COPY --from=build /lobby/app/dist app/dist
# The embedded platform's database lives on a volume, owned by the user the server runs as. With
# PLATFORM_URL set (replicas) it is never opened.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
WORKDIR /lobby/app
EXPOSE 8080
# The slim image has no curl: Node asks /healthz itself.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One process, no npm or npx in between: SIGTERM from `docker stop` reaches the server, which
# finishes the requests in flight before it exits.
CMD ["node", "--import", "tsx", "server/start.ts"]
