// Writes discord-api.json: Discord's published API description as JSON Schema, for the
// fake Discord's request validation (tests/fakediscord/validation.py).
//
// Source: the npm package `discord-api-spec` (pinned in package.json), built daily from
// Discord's OpenAPI description (github.com/discord/discord-api-spec, specs/openapi.json).
// It ships the spec's schemas as Zod schemas and its operations as TypeScript types; zod's
// own `toJSONSchema` turns the schemas back into JSON Schema, and a small parser below reads
// each operation's query parameters and request body from the `Paths` interface.
//
// Run: `npm ci --prefix tests/fakediscord/spec && node tests/fakediscord/spec/export.mjs`
// (the README's test command does both; the JSON is not committed).

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as zodSchemas from "discord-api-spec/zod";
import * as z from "zod/mini";

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = join(here, "node_modules", "discord-api-spec");
const packageInfo = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));

// -- schemas ------------------------------------------------------------------------------

const registry = z.registry();
for (const [name, schema] of Object.entries(zodSchemas)) {
  if (name.endsWith("Schema") && schema && typeof schema === "object" && "_zod" in schema) {
    registry.add(schema, { id: name.slice(0, -"Schema".length) });
  }
}
const exported = z.toJSONSchema(registry, {
  target: "draft-2020-12",
  io: "input",
  unrepresentable: "any",
  cycles: "ref",
  reused: "ref",
});

const defs = {};
for (const [name, schema] of Object.entries(exported.schemas)) {
  if (name === "__shared") {
    for (const [shared, inner] of Object.entries(schema.$defs ?? {})) {
      defs[`__shared_${shared}`] = inner;
    }
  } else {
    defs[name] = schema;
  }
}

// One document: every reference points into its `$defs`.
function relink(node) {
  if (Array.isArray(node)) return node.map(relink);
  if (!node || typeof node !== "object") return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$schema" || key === "$id") continue;
    if (key === "$ref" && typeof value === "string") {
      const shared = value.match(/__shared#\/\$defs\/(\w+)$/);
      out.$ref = shared ? `#/$defs/__shared_${shared[1]}` : `#/$defs/${value}`;
    } else {
      out[key] = relink(value);
    }
  }
  return out;
}
for (const name of Object.keys(defs)) defs[name] = relink(defs[name]);

// -- operations, from the TypeScript `Paths` interface ---------------------------------------

const source = readFileSync(join(packageDir, "build", "discord-api-spec.ts"), "utf8");
const start = source.indexOf("export interface Paths {");
if (start < 0) throw new Error("no `Paths` interface in discord-api-spec.ts");

function tokenize(text, from) {
  const tokens = [];
  const pattern =
    /\s+|\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|[A-Za-z_$][\w$]*|[{}()[\];:?|&,<>]/y;
  pattern.lastIndex = from;
  let depth = 0;
  while (pattern.lastIndex < text.length) {
    const at = pattern.lastIndex;
    const match = pattern.exec(text);
    if (!match) throw new Error(`cannot read the TypeScript at offset ${at}`);
    const token = match[0];
    if (/^\s/.test(token) || token.startsWith("/*") || token.startsWith("//")) continue;
    tokens.push(token);
    if (token === "{") depth += 1;
    if (token === "}" && --depth === 0) break;
  }
  return tokens;
}

class Parser {
  constructor(tokens) {
    this.tokens = tokens;
    this.at = 0;
  }
  peek() {
    return this.tokens[this.at];
  }
  take(expected) {
    const token = this.tokens[this.at++];
    if (expected !== undefined && token !== expected) {
      throw new Error(`expected ${expected}, found ${token} (token ${this.at - 1})`);
    }
    return token;
  }
  union() {
    if (this.peek() === "|") this.take();
    const items = [this.intersection()];
    while (this.peek() === "|") {
      this.take();
      items.push(this.intersection());
    }
    return items.length === 1 ? items[0] : { kind: "union", items };
  }
  intersection() {
    const items = [this.postfix()];
    while (this.peek() === "&") {
      this.take();
      items.push(this.postfix());
    }
    return items.length === 1 ? items[0] : { kind: "all", items };
  }
  postfix() {
    let type = this.primary();
    while (this.peek() === "[" && this.tokens[this.at + 1] === "]") {
      this.take();
      this.take();
      type = { kind: "array", items: type };
    }
    return type;
  }
  primary() {
    const token = this.take();
    if (token === "{") return this.members();
    if (token === "(") {
      const inner = this.union();
      this.take(")");
      return inner;
    }
    if (token === "[") {
      const items = [];
      while (this.peek() !== "]") {
        items.push(this.union());
        if (this.peek() === ",") this.take();
      }
      this.take("]");
      return { kind: "tuple", items };
    }
    if (token.startsWith('"')) return { kind: "literal", value: JSON.parse(token) };
    if (/^-?\d/.test(token)) return { kind: "literal", value: Number(token) };
    return { kind: "name", name: token };
  }
  members() {
    const properties = {};
    let additional = null;
    while (this.peek() !== "}") {
      if (this.peek() === "[") {
        // An index signature, `[key: string]: T;`.
        this.take();
        this.take();
        this.take(":");
        this.union();
        this.take("]");
        this.take(":");
        additional = this.union();
        if (this.peek() === ";" || this.peek() === ",") this.take();
        continue;
      }
      let key = this.take();
      if (key.startsWith('"')) key = JSON.parse(key);
      let optional = false;
      if (this.peek() === "?") {
        this.take();
        optional = true;
      }
      this.take(":");
      properties[key] = { type: this.union(), optional };
      if (this.peek() === ";" || this.peek() === ",") this.take();
    }
    this.take("}");
    return { kind: "object", properties, additional };
  }
}

const paths = new Parser(tokenize(source, start + "export interface Paths ".length)).primary();

const PRIMITIVES = {
  string: { type: "string" },
  number: { type: "number" },
  boolean: { type: "boolean" },
  null: { type: "null" },
  unknown: {},
  any: {},
};
const ABSENT = new Set(["never", "undefined"]);

function toSchema(type) {
  switch (type.kind) {
    case "name":
      if (type.name in PRIMITIVES) return PRIMITIVES[type.name];
      if (!(type.name in defs)) throw new Error(`unknown type ${type.name}`);
      return { $ref: `#/$defs/${type.name}` };
    case "literal":
      return { const: type.value };
    case "array":
      return { type: "array", items: toSchema(type.items) };
    case "union":
      return { anyOf: type.items.map(toSchema) };
    case "all":
      return { allOf: type.items.map(toSchema) };
    case "object": {
      const properties = {};
      const required = [];
      for (const [key, member] of Object.entries(type.properties)) {
        properties[key] = toSchema(member.type);
        if (!member.optional) required.push(key);
      }
      const schema = { type: "object", properties, required };
      if (type.additional) schema.additionalProperties = toSchema(type.additional);
      return schema;
    }
    default:
      throw new Error(`cannot express ${type.kind} as JSON Schema`);
  }
}

const isAbsent = (type) => type.kind === "name" && ABSENT.has(type.name);

const operations = {};
for (const [path, item] of Object.entries(paths.properties)) {
  for (const [method, operation] of Object.entries(item.type.properties)) {
    const fields = operation.type.properties;
    const query = {};
    const queryType = fields.parameters.type.properties.query?.type;
    if (queryType && !isAbsent(queryType)) {
      for (const [name, member] of Object.entries(queryType.properties)) {
        query[name] = { schema: toSchema(member.type), required: !member.optional };
      }
    }
    const bodyType = fields.requestBody?.type;
    operations[`${method.toUpperCase()} ${path}`] = {
      query,
      body: bodyType && !isAbsent(bodyType) ? toSchema(bodyType) : null,
    };
  }
}

const out = {
  source: {
    package: packageInfo.name,
    version: packageInfo.version,
    repository: packageInfo.repository,
    upstream: "https://github.com/discord/discord-api-spec (specs/openapi.json)",
    zod: JSON.parse(readFileSync(join(here, "node_modules", "zod", "package.json"), "utf8")).version,
  },
  $defs: defs,
  operations,
};
const target = join(here, "discord-api.json");
writeFileSync(target, JSON.stringify(out));
console.log(
  `${target}: ${Object.keys(defs).length} schemas, ${Object.keys(operations).length} operations ` +
    `(${packageInfo.name} ${packageInfo.version})`,
);
