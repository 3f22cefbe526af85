export const USAGE = `Usage: greenlight <command> [options]

Commands:
  validate "<description>"   Validate an idea and wait for its verdict (progress on stderr)
      --country <code>         US, CA, GB, AU, DE or FR (default US)
      --mode <deep|quick>      Research depth (default deep)
      --no-wait                Print the new idea's id without waiting
  report <idea-id>           Print the report as Markdown
      --version <n>            A report version (default: the latest)
  ideas                      List your ideas, newest first
      --search <words>         Only ideas whose title or description has these words
      --status <status>        pending, processing, validating, completed or failed
  mcp                        Serve the Greenlight MCP tools on stdin/stdout

Options for every command:
  --json                     Print the API's JSON instead of text
  --help                     Show this help

Environment:
  GREENLIGHT_URL             The Greenlight server (default http://localhost:5000)
  GREENLIGHT_TOKEN           A personal API token (gl_…) from Settings → API tokens

Exit codes: 0 ok, 1 refused by the API, 2 usage, 3 authentication, 4 not found,
5 validation failed, 6 server unreachable.
`;
