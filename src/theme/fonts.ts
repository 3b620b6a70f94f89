/** Self-hosted Poppins, latin subset only; `font-display: swap` comes with the package's CSS. */
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-600.css';
