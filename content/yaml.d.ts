// A YAML data file of content/ is imported as its text (see content/_lib/yaml-data.ts).
declare module '*.yml' {
  const text: string;
  export default text;
}
