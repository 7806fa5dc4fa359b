/**
 * Mongoose classes typed and stored from the zod schemas in @rmj/contracts, so an entity's fields
 * are written once: the class extends `ContractFields<T>()` and declares only what the
 * service adds, and `withContractPaths` gives the Mongoose schema a path per contract field. A
 * field added to the contract is then typed, stored and read back with no edit here.
 *
 * The contract validates at the edge; the paths only keep what it let through: scalars get their
 * type (and an enum's values), everything else is Mixed, stored as sent. A field is required when
 * the contract requires it.
 */
import { Schema as MongooseSchema, type SchemaDefinition, type SchemaDefinitionProperty } from 'mongoose';
import type { z } from 'zod';

/** A base class whose instances are typed as `T`: the contract's fields of a Mongoose class. */
export function ContractFields<T extends object>(): new () => T {
  return class {} as new () => T;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (field: z.ZodType) => (field as unknown as { def: Def }).def;

/** The stored type of a contract field, after optional, default, nullable and transforms. */
function storedType(field: z.ZodType): SchemaDefinitionProperty {
  const def = defOf(field);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return storedType(def.innerType as z.ZodType);
    case 'pipe':
      return storedType(def.in as z.ZodType);
    case 'string':
      return { type: String };
    case 'number':
      return { type: Number };
    case 'boolean':
      return { type: Boolean };
    case 'date':
      return { type: Date };
    case 'enum':
      return { type: String, enum: Object.values(def.entries ?? {}).map(String) };
    case 'literal': {
      const values = def.values ?? [];
      const scalar = values.every((v) => typeof v === 'string') ? String : undefined;
      return scalar ? { type: scalar, enum: values as string[] } : { type: MongooseSchema.Types.Mixed };
    }
    case 'array': {
      const element = storedType(def.element as z.ZodType) as { type: unknown };
      return { type: [element.type === String ? String : MongooseSchema.Types.Mixed] };
    }
    default:
      return { type: MongooseSchema.Types.Mixed };
  }
}

/** One Mongoose path per field of a contract object schema. */
export function contractPaths(contract: { shape: Record<string, z.ZodType> }): SchemaDefinition {
  return Object.fromEntries(
    Object.entries(contract.shape).map(([key, field]) => [
      key,
      { ...(storedType(field) as object), required: !field.safeParse(undefined).success },
    ]),
  );
}

/** `schema` (from SchemaFactory.createForClass) with a path for each field of `contract`. */
export function withContractPaths<T>(
  schema: MongooseSchema<T>,
  contract: { shape: Record<string, z.ZodType> },
): MongooseSchema<T> {
  (schema as MongooseSchema).add(contractPaths(contract));
  return schema;
}
