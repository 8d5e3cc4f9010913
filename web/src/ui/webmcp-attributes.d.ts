// WebMCP's declarative attributes (https://webmachinelearning.github.io/webmcp/): a form is a tool an agent
// in the browser may call (`toolname`, `tooldescription`), each named field one of its parameters
// (`toolparamdescription`). React writes these lowercase attributes to the DOM as they are.
import 'react';

/* eslint-disable @typescript-eslint/no-unused-vars -- an augmentation repeats React's type parameter, unused here */

declare module 'react' {
  interface FormHTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
    /** Present: the agent's call submits the form without the person pressing the button. */
    toolautosubmit?: '' | 'true';
  }
  // On a field (input, select, textarea), or on the <fieldset> of a group of radio buttons, where
  // Chromium reads a group's description.
  interface HTMLAttributes<T> {
    toolparamdescription?: string;
  }
}
