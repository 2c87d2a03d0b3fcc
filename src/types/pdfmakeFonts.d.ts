/** The font descriptors pdfmake ships beside its fonts (paths to its Roboto files). */
declare module 'pdfmake/fonts/Roboto.js' {
  const fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>
  export default fonts
}
