document.querySelectorAll('pre > code').forEach((code) => {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Copy';
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(code.textContent);
      button.textContent = "Copied";
    } catch (error) {
      button.textContent = 'Failed';
    }
  });
  code.parentElement.append(button);
});

const limits = { pages: 100, ratio: 0.5, enabled: true, name: null };
let total = 0x10 + 3.5e2;
