// What every app gets for `react-i18next`: the hook and the i18next plugin. A shared module is not tree-shaken, and
// the whole package (Trans with its HTML parser, the HOCs, the SSR helpers) is ~10 KB gz; this subset is ~2.5 KB.
// federated-app.cjs fails a build that imports anything else. `react-i18next-source` is the package's ESM build (an
// alias there): importing `react-i18next` here would name the shared module itself.
export { initReactI18next, useTranslation } from 'react-i18next-source';
