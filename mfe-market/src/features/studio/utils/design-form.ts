import { z } from 'zod';
import { studioDesignInputSchema, type DesignEdition, type LocalizedText, type Rarity, type StudioDesign } from 'shared-contract';
import { wholeNumberInput } from './numbers-input';
import { token } from './field-errors';

export type PropertyFormValues = { name: LocalizedText; value: LocalizedText };

/** What the design form holds: the contract's input, the supply as text. */
export type DesignFormValues = {
  name: LocalizedText;
  description: LocalizedText;
  rarity: Rarity;
  supply: string;
  edition: DesignEdition;
  properties: PropertyFormValues[];
};

export const emptyProperty = (): PropertyFormValues => ({ name: { ko: '', en: '' }, value: { ko: '', en: '' } });

export const emptyDesignForm = (): DesignFormValues => ({
  name: { ko: '', en: '' },
  description: { ko: '', en: '' },
  rarity: 'common',
  supply: '',
  edition: 'SALE',
  properties: [],
});

export const designToForm = (design: StudioDesign): DesignFormValues => ({
  name: { ...design.name },
  description: { ...design.description },
  rarity: design.rarity,
  supply: String(design.supplyTotal),
  edition: design.edition,
  properties: design.properties.map((property) => ({ name: { ...property.name }, value: { ...property.value } })),
});

const shape = studioDesignInputSchema.shape;

/**
 * The design form's rules: the supply typed as text becomes the contract's number, then the input passes
 * `studioDesignInputSchema`. A design that has sold keeps at least what it sold (the api's STUDIO_SUPPLY_BELOW_SOLD).
 */
export const designFormSchema = (design: StudioDesign | null) =>
  z
    .object({
      name: shape.name,
      description: shape.description,
      rarity: shape.rarity,
      supply: z.string().min(1, token('required')).transform(wholeNumberInput).pipe(shape.supply),
      edition: shape.edition,
      properties: shape.properties,
    })
    .pipe(studioDesignInputSchema)
    .superRefine((input, context) => {
      if (design && input.supply < design.sold) context.addIssue({ code: 'custom', path: ['supply'], message: 'STUDIO_SUPPLY_BELOW_SOLD' });
    });
